import { Box, Button, CloseButton, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormError } from '@/components/form-error';

/**
 * The admin review modal (KYC review, vendor details): the caller's `Dialog.Body`, then Close and,
 * when their handlers are given, Reject and Approve; one action at a time. `error` shows just above the
 * buttons, outside the scrolling body, so a failed Reject or Approve is seen where it was clicked.
 */
export function DecisionDialog({
  open,
  onClose,
  title,
  testId,
  children,
  approveLabel,
  onApprove,
  onReject,
  approving,
  rejecting,
  error,
  errorTestId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  children: ReactNode;
  approveLabel: string;
  onApprove?: () => void;
  onReject?: () => void;
  approving: boolean;
  rejecting: boolean;
  error?: string | null;
  errorTestId?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content colorPalette="green" data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
            {error && (
              <Box px="6" pt="3" flexShrink={0}>
                <FormError message={error} testId={errorTestId} />
              </Box>
            )}
            <Dialog.Footer flexWrap="wrap" gap="2">
              <Button variant="outline" onClick={onClose} disabled={approving || rejecting}>
                Close
              </Button>
              {onReject && (
                <Button colorPalette="red" onClick={onReject} loading={rejecting} disabled={approving}>
                  Reject
                </Button>
              )}
              {onApprove && (
                <Button colorPalette="green" onClick={onApprove} loading={approving} disabled={rejecting}>
                  {approveLabel}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The reason the vendor is told when the admin rejects. */
export function RejectionReasonField({
  value,
  onChange,
  rows,
  placeholder,
  invalid = false,
}: {
  value: string;
  onChange: (value: string) => void;
  rows: number;
  placeholder: string;
  invalid?: boolean;
}) {
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>Rejection Reason</Field.Label>
      <Textarea value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} rows={rows} />
    </Field.Root>
  );
}
