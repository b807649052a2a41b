import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

/** What every dialog frame takes: the root's props, the title, the close button's label where given, and the body. */
interface FrameProps {
  root: Omit<Dialog.RootProps, 'children'>;
  title: ReactNode;
  closeLabel?: string;
  children: ReactNode;
}

/** The dialog's header with its title. */
function FrameTitle({ title }: { title: ReactNode }) {
  return (
    <Dialog.Header>
      <Dialog.Title>{title}</Dialog.Title>
    </Dialog.Header>
  );
}

/** The dialog's close button, labelled `closeLabel` where given. */
function FrameClose({ closeLabel }: { closeLabel?: string }) {
  return (
    <Dialog.CloseTrigger asChild>
      {closeLabel === undefined ? <CloseButton size="sm" /> : <CloseButton size="sm" aria-label={closeLabel} />}
    </Dialog.CloseTrigger>
  );
}

/**
 * A dialog's frame: backdrop, positioner and content with the title in the header, the caller's body and
 * footer, and the close button last.
 */
export function DialogFrame({
  root,
  positioner,
  content,
  title,
  closeLabel,
  children,
}: FrameProps & {
  positioner?: Omit<Dialog.PositionerProps, 'children'>;
  content?: Omit<Dialog.ContentProps, 'children'> & { 'data-testid'?: string };
}) {
  return (
    <Dialog.Root {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner {...positioner}>
          <Dialog.Content {...content}>
            <FrameTitle title={title} />
            {children}
            <FrameClose closeLabel={closeLabel} />
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
}: FrameProps & { testId: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <Dialog.Root {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild colorPalette="green" data-testid={testId}>
            <form onSubmit={onSubmit} noValidate>
              <FrameTitle title={title} />
              <FrameClose closeLabel={closeLabel} />
              {children}
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
