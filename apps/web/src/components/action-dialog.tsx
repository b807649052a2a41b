import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type ActionDialogProps = {
  open: boolean;
  /** The action is running: the dialog stays open and its buttons wait. */
  busy: boolean;
  onClose: () => void;
  testId: string;
  title: ReactNode;
  /** The content's colour palette. */
  colorPalette?: string;
  /** A close button in the corner too. */
  closable?: boolean;
  cancelLabel?: string;
  confirmLabel: ReactNode;
  /** The confirm button's colour palette (else the content's). */
  confirmPalette?: string;
  onConfirm: () => void;
  /** `alertdialog` for a confirmation. */
  role?: 'alertdialog';
  children: ReactNode;
};

/** A centred dialog around one action: its title, the body, then Cancel and the action's button. */
export function ActionDialog(props: ActionDialogProps) {
  const {
    open,
    busy,
    onClose,
    testId,
    title,
    colorPalette,
    closable = false,
    cancelLabel = 'Cancel',
    confirmLabel,
    confirmPalette,
    onConfirm,
    role,
    children,
  } = props;
  return (
    <Dialog.Root {...(role ? { role } : {})} open={open} onOpenChange={(e) => !e.open && !busy && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content colorPalette={colorPalette} data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {closable && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" disabled={busy} />
              </Dialog.CloseTrigger>
            )}
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette={confirmPalette} loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
