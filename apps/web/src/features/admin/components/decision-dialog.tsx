import { Box, Button, Dialog, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { validateRejectionReason } from '@oja/shared';
import { toaster } from '@/components/ui/toaster';
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

/** One fact of a review modal: its label above, its value (— when empty). */
export function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" color="gray.500" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box fontSize="sm" fontWeight="medium" wordBreak="break-word">
        {children || '—'}
      </Box>
    </Stack>
  );
}

/**
 * An admin's decision in a review modal (approve or verify; reject with a reason): the reason typed, the action
 * under way, and the error shown above the buttons. Both start again when `subject` changes (another row opened).
 * A rejection without a valid reason is refused here with the reason's rule; a decision made says the server's
 * message (else `done[kind]`) in a toast, then `onDone`; a failed one shows `failure(kind, error)`.
 */
export function useDecision<K extends string>(
  subject: unknown,
  decide: (kind: K, reason: string) => Promise<{ message?: string }>,
  { done, failure, onDone }: { done: Record<K, string>; failure: (kind: K, error: unknown) => string; onDone: () => unknown },
) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setReason('');
    setError(null);
  }, [subject]);
  const act = async (kind: K, withReason: boolean) => {
    const problem = withReason ? validateRejectionReason(reason) : null;
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(kind);
    setError(null);
    try {
      const res = await decide(kind, reason.trim());
      toaster.create({ type: 'success', title: res.message || done[kind] });
      setReason('');
      await onDone();
    } catch (e) {
      setError(failure(kind, e));
    } finally {
      setBusy(null);
    }
  };
  return { reason, setReason, busy, error, act };
}
