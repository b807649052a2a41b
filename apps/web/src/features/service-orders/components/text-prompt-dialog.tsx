import { Button, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** A dialog asking for a text (accept response, dispute reason); `required` refuses blank text with `requiredMessage`. */
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
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (text: string) => Promise<unknown>;
  title: string;
  description?: string;
  label: string;
  placeholder?: string;
  confirmLabel: string;
  required?: boolean;
  requiredMessage?: string;
  colorPalette?: string;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setText('');
      setError(null);
    }
  }, [open]);

  const submit = async () => {
    if (required && !text.trim()) {
      setError(requiredMessage);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(text.trim());
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !busy && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="text-prompt-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button colorPalette={colorPalette} loading={busy} onClick={() => void submit()}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
