import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The sidebar of a shell as a drawer on small screens; `dark` for the admin's dark sidebar. */
export function ShellMenuDrawer({
  open,
  onOpenChange,
  dark = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dark?: boolean;
  children: ReactNode;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content colorPalette="green" bg={dark ? 'gray.900' : undefined}>
            {children}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" color={dark ? 'gray.300' : undefined} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
