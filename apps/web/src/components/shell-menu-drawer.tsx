import type { ReactNode } from 'react';
import { DrawerFrame } from './drawer-frame';

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
    <DrawerFrame
      root={{ open, onOpenChange: (e) => onOpenChange(e.open), placement: 'start', size: 'xs' }}
      content={{ colorPalette: 'green', bg: dark ? 'gray.900' : undefined }}
      closeColor={dark ? 'gray.300' : undefined}
    >
      {children}
    </DrawerFrame>
  );
}
