import { Field, Image, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ATTACHMENT_PHOTO_MIME_TYPES, validateAttachmentPhoto } from '@oja/shared';
import { ActionDialog, useDialogAction } from '@/components/action-dialog';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';

/**
 * The photo a hand-over or a delivery needs (the sealed package, the package at the door): taken with the phone's
 * camera (capture="environment") or chosen, previewed, then sent with `onSubmit`. The API's refusal stays shown.
 */
export function SealPhotoDialog({
  open,
  title,
  description,
  confirmLabel,
  onClose,
  onSubmit,
  inputTestId = 'seal-photo-input',
  note = 'Only the customer, you and the Oja team can see it.',
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** The file input's test id (a rider's pickup and drop-off photos have their own). */
  inputTestId?: string;
  /** Who can see the photo. */
  note?: string;
  onClose: () => void;
  onSubmit: (photo: File, onProgress: (percent: number) => void) => Promise<unknown>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { busy, run, dialog } = useDialogAction(open, onClose, () => {
    setFile(null);
    setError(null);
    setProgress(null);
  });

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const submit = async () => {
    const problem = validateAttachmentPhoto(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress(0);
    await run(
      () => onSubmit(file, setProgress).finally(() => setProgress(null)),
      (e) => setError(errorMessage(e, 'Failed to send the photo. Please try again.')),
    );
  };

  return (
    <ActionDialog
      {...dialog}
      testId="seal-photo-dialog"
      title={title}
      colorPalette="green"
      closable
      confirmLabel={confirmLabel}
      onConfirm={() => void submit()}
    >
      <Stack gap="3">
        <Text fontSize="sm" color="gray.600">
          {description}
        </Text>
        <Field.Root required invalid={Boolean(error)}>
          <Field.Label>
            Photo <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="file"
            accept={ATTACHMENT_PHOTO_MIME_TYPES.join(',')}
            capture="environment"
            p="1"
            disabled={busy}
            data-testid={inputTestId}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError(null);
            }}
          />
          <Field.HelperText>JPEG, PNG or WebP, up to 5MB. {note}</Field.HelperText>
        </Field.Root>
        {preview && <Image src={preview} alt="The photo to send" maxH="60" objectFit="contain" rounded="md" borderWidth="1px" />}
        {progress !== null && (
          <Progress.Root value={progress} size="xs" colorPalette="green" aria-label="Sending the photo">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        <FormError message={error} testId="seal-photo-error" />
      </Stack>
    </ActionDialog>
  );
}
