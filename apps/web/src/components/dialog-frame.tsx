import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

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

/**
 * A form dialog's frame: the content is the `<form>` (green palette, `testId`), with the title, the close
 * button right after the header, then the caller's body and footer.
 */
export function FormDialogFrame({
  root,
  testId,
  onSubmit,
  title,
  closeLabel,
  children,
}: {
  root: Omit<Dialog.RootProps, 'children'>;
  testId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  title: ReactNode;
  closeLabel?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild colorPalette="green" data-testid={testId}>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                {closeLabel === undefined ? <CloseButton size="sm" /> : <CloseButton size="sm" aria-label={closeLabel} />}
              </Dialog.CloseTrigger>
              {children}
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
