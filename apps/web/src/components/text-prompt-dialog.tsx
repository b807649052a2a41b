import { CloseButton, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { ATTACHMENT_PHOTO_MIME_TYPES, ATTACHMENT_PHOTOS_MAX, MESSAGES, validateAttachmentPhoto } from '@oja/shared';
import { ActionDialog, useDialogAction } from '@/components/action-dialog';

/**
 * A dialog asking for a text (accept response, dispute reason); `required` refuses blank text with `requiredMessage`.
 * `photos` adds a photo picker (JPEG/PNG/WebP, 5MB each, at most 6), whose files go to `onSubmit` with the text.
 */
export function TextPromptDialog({
  open,
  onClose,
  onSubmit,
  title,
  description,
  label,
  placeholder,
  confirmLabel,
  required = false,
  requiredMessage = 'Please fill in this field',
  colorPalette = 'green',
  photos: withPhotos = false,
  photosLabel = 'Photos (optional)',
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (text: string, photos: File[]) => Promise<unknown>;
  title: string;
  description?: string;
  label: string;
  placeholder?: string;
  confirmLabel: string;
  required?: boolean;
  requiredMessage?: string;
  colorPalette?: string;
  photos?: boolean;
  photosLabel?: string;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { busy, run, dialog } = useDialogAction(open, onClose, () => {
    setText('');
    setError(null);
    setFiles([]);
    setPhotoError(null);
  });

  const addFiles = (chosen: FileList | null) => {
    const picked = Array.from(chosen ?? []);
    const refused = picked.map((f) => validateAttachmentPhoto(f)).find((m) => m !== null) ?? null;
    const next = [...files, ...picked.filter((f) => validateAttachmentPhoto(f) === null)];
    setFiles(next.slice(0, ATTACHMENT_PHOTOS_MAX));
    setPhotoError(refused ?? (next.length > ATTACHMENT_PHOTOS_MAX ? MESSAGES.tooManyPhotos : null));
  };

  const submit = async () => {
    if (required && !text.trim()) {
      setError(requiredMessage);
      return;
    }
    await run(() => onSubmit(text.trim(), files));
  };

  return (
    <ActionDialog
      {...dialog}
      testId="text-prompt-dialog"
      title={title}
      confirmLabel={confirmLabel}
      confirmPalette={colorPalette}
      onConfirm={() => void submit()}
    >
      <Stack gap="3">
        {description && (
          <Text fontSize="sm" color="gray.600">
            {description}
          </Text>
        )}
        <Field.Root invalid={Boolean(error)} required={required}>
          <Field.Label>
            {label} {required && <Field.RequiredIndicator />}
          </Field.Label>
          <Textarea
            rows={4}
            value={text}
            placeholder={placeholder}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        {withPhotos && (
          <Field.Root invalid={Boolean(photoError)}>
            <Field.Label>{photosLabel}</Field.Label>
            <Input
              type="file"
              multiple
              accept={ATTACHMENT_PHOTO_MIME_TYPES.join(',')}
              p="1"
              data-testid="dispute-photo-input"
              disabled={busy || files.length >= ATTACHMENT_PHOTOS_MAX}
              onChange={(e) => {
                addFiles(e.target.files);
                e.target.value = '';
              }}
            />
            <Field.HelperText>
              JPEG, PNG or WebP, up to 5MB each, at most {ATTACHMENT_PHOTOS_MAX}. Only you, the vendor and the Oja team can see them.
            </Field.HelperText>
            {photoError && <Field.ErrorText>{photoError}</Field.ErrorText>}
            {files.length > 0 && (
              <Stack gap="1" mt="1" data-testid="dispute-photo-list">
                {files.map((f, i) => (
                  <HStack key={`${f.name}-${i}`} justify="space-between" fontSize="sm">
                    <Text truncate>{f.name}</Text>
                    <CloseButton size="xs" aria-label={`Remove ${f.name}`} onClick={() => setFiles(files.filter((_, j) => j !== i))} />
                  </HStack>
                ))}
              </Stack>
            )}
          </Field.Root>
        )}
      </Stack>
    </ActionDialog>
  );
}

type ReportProblemDialogProps = {
  open: boolean;
  onClose: () => void;
  onSubmit: (reason: string, photos: File[]) => Promise<unknown>;
  description: string;
  title?: string;
  label?: string;
  /** With a photo picker (the default). */
  photos?: boolean;
};

/** The dialog reporting a problem with a stay, a job, an order or a ride: what went wrong, and photos of it. */
export function ReportProblemDialog({
  open,
  onClose,
  onSubmit,
  description,
  title = 'Report a problem',
  label = 'What went wrong',
  photos = true,
}: ReportProblemDialogProps) {
  return (
    <TextPromptDialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      label={label}
      confirmLabel="Send report"
      colorPalette="orange"
      required
      requiredMessage="Please describe the problem"
      photos={photos}
      onSubmit={onSubmit}
    />
  );
}
