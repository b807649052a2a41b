import { Box, Button, Dialog, Field, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormError } from '@/components/form-error';
import { DialogFrame } from '@/components/dialog-frame';

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
    <DialogFrame
      root={{ open, onOpenChange: (e) => !e.open && onClose(), size: 'lg', scrollBehavior: 'inside', placement: 'center' }}
      content={{ colorPalette: 'green', 'data-testid': testId }}
      title={title}
    >
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
    </DialogFrame>
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
