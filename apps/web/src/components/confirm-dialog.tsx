import { Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ActionDialog } from './action-dialog';

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
    <ActionDialog
      role="alertdialog"
      open={open}
      busy={busy}
      onClose={onClose}
      testId="confirm-dialog"
      title={title}
      cancelLabel={cancelLabel}
      confirmLabel={confirmLabel}
      confirmPalette={colorPalette}
      onConfirm={() => void runConfirm()}
    >
      <Text>{message}</Text>
    </ActionDialog>
  );
}
