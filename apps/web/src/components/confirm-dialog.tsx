import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  /** Runs on confirm; the dialog stays open (button busy) until it settles, then closes. */
  onConfirm: () => Promise<unknown> | void;
  title?: string;
  /** The question, e.g. the spec's 'Are you sure you want to cancel this order?'. */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** red for destructive actions. */
  colorPalette?: string;
}

/** A Chakra alert dialog in place of window.confirm. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title = 'Please confirm',
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  colorPalette = 'green',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  const runConfirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!e.open && !busy) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette={colorPalette} loading={busy} onClick={() => void runConfirm()}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
