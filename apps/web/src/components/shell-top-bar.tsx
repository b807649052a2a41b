import { HStack, IconButton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuMenu } from 'react-icons/lu';

/** The sticky top bar of a sidebar shell: the mobile menu button, the page title, and the caller's items on the right. */
export function ShellTopBar({
  menuLabel,
  onOpenMenu,
  title,
  titleTestId,
  children,
}: {
  menuLabel: string;
  onOpenMenu: () => void;
  title: string;
  titleTestId: string;
  children: ReactNode;
}) {
  return (
    <HStack as="header" h="16" px={{ base: 3, md: 6 }} bg="white" borderBottomWidth="1px" justify="space-between" position="sticky" top="0" zIndex="docked">
      <HStack gap="2" minW="0">
        <IconButton variant="ghost" aria-label={menuLabel} display={{ base: 'inline-flex', md: 'none' }} onClick={onOpenMenu}>
          <LuMenu />
        </IconButton>
        <Text fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} truncate data-testid={titleTestId}>
          {title}
        </Text>
      </HStack>
      {children}
    </HStack>
  );
}
