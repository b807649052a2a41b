import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ActionDialog, useDialogAction } from './action-dialog';

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
  const { run, dialog } = useDialogAction(open, onClose);
  // Closes whether the action succeeds or fails; a failure is still the caller's to report.
  const runConfirm = () =>
    run(
      async () => onConfirm(),
      (e) => {
        onClose();
        throw e;
      },
    );

  return (
    <ActionDialog
      role="alertdialog"
      {...dialog}
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
