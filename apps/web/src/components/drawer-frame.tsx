import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type DrawerFrameProps = {
  root: Omit<Drawer.RootProps, 'children'>;
  content?: Omit<Drawer.ContentProps, 'children'> & { 'data-testid'?: string };
  /** The header's title, where the drawer has one. */
  title?: ReactNode;
  /** The close button's colour (light on a dark drawer). */
  closeColor?: string;
  children: ReactNode;
};

/** A drawer's frame: backdrop, positioner and content with the title in the header where given, the caller's body, and the close button last. */
export function DrawerFrame({ root, content, title, closeColor, children }: DrawerFrameProps) {
  return (
    <Drawer.Root {...root}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content {...content}>
            {title !== undefined && (
              <Drawer.Header>
                <Drawer.Title>{title}</Drawer.Title>
              </Drawer.Header>
            )}
            {children}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" color={closeColor} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
