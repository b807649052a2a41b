import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuArrowLeft } from 'react-icons/lu';

/** The back-to-home link of the public pages. */
export function BackHomeLink() {
  return (
    <Button asChild variant="ghost" colorPalette="green" size="sm" px="2">
      <RouterLink to="/">
        <LuArrowLeft aria-hidden /> Back to Home
      </RouterLink>
    </Button>
  );
}
