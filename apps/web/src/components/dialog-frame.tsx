import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A dialog's frame: backdrop, positioner and content with the title in the header, the caller's body and
 * footer, and the close button (labelled `closeLabel` where given) last.
 */
export function DialogFrame({
  root,
  positioner,
  content,
  title,
  closeLabel,
  children,
}: {
  root: Omit<Dialog.RootProps, 'children'>;
  positioner?: Omit<Dialog.PositionerProps, 'children'>;
  content?: Omit<Dialog.ContentProps, 'children'> & { 'data-testid'?: string };
  title: ReactNode;
  closeLabel?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner {...positioner}>
          <Dialog.Content {...content}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
            <Dialog.CloseTrigger asChild>
              {closeLabel === undefined ? <CloseButton size="sm" /> : <CloseButton size="sm" aria-label={closeLabel} />}
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
