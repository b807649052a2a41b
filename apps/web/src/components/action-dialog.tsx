import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';

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

/**
 * The running of an action dialog's action: `reset` each time the dialog opens (it opens blank); `run(action)` keeps it
 * busy until the action settles and closes it once the action succeeds; a failure goes to `onError` (the dialog stays
 * open), else it is thrown. `dialog` is what ActionDialog takes of it.
 */
export function useDialogAction(open: boolean, onClose: () => void, reset?: () => void) {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) reset?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening, whatever the caller's reset closes over
  }, [open]);
  const run = async (action: () => Promise<unknown>, onError?: (error: unknown) => void) => {
    setBusy(true);
    try {
      await action();
      onClose();
    } catch (e) {
      if (!onError) throw e;
      onError(e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run, dialog: { open, busy, onClose } };
}

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
