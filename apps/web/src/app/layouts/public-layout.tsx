import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { ScrollToTop } from '@/components/scroll-to-top';

/** Fixed header, page, footer. */
export function PublicLayout() {
  return (
    <Box minH="100vh" display="flex" flexDirection="column" bg="white">
      <ScrollToTop />
      <SiteHeader />
      <Box as="main" flex="1" pt="16">
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
