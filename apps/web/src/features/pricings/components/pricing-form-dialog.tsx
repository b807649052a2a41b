import { Button, Dialog, Field, Input, InputGroup, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { firstError, validatePricing } from '@oja/shared';
import { FormError } from '@/components/form-error';
import type { PricingInput, ServicePricing } from '../api/service-pricings';
import { FormDialogFrame } from '@/components/dialog-frame';

/** Create or edit a pricing: title required, description optional, price ≥ 0 step 0.01. */
export function PricingFormDialog({
  open,
  pricing,
  onClose,
  onSave,
}: {
  open: boolean;
  /** The pricing being edited; null to create. */
  pricing: ServicePricing | null;
  onClose: () => void;
  /** Resolves true when saved (the dialog closes). */
  onSave: (input: PricingInput) => Promise<boolean>;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setTitle(pricing?.title ?? '');
    setDescription(pricing?.description ?? '');
    setPrice(pricing ? String(Number(pricing.price)) : '');
    setError(null);
  }, [open, pricing]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = firstError(validatePricing({ title, description, price: price.trim() }));
    if (message) {
      setError(message);
      return;
    }
    setBusy(true);
    try {
      const saved = await onSave({ title: title.trim(), description: description.trim() || null, price: Number(price) });
      if (saved) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialogFrame
      root={{ open, onOpenChange: (e) => !e.open && !busy && onClose(), placement: 'center', size: { base: 'full', sm: 'md' } }}
      testId="pricing-dialog"
      onSubmit={submit}
      title={pricing ? 'Edit Pricing' : 'Add New Pricing'}
    >
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>
              Title <Field.RequiredIndicator />
            </Field.Label>
            <Input value={title} onChange={(e) => setTitle(e.target.value)} placeholder="e.g. Deep cleaning (3-bedroom)" maxLength={200} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Textarea
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              rows={3}
              placeholder="What is included (optional)"
              maxLength={2000}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>
              Price (₦) <Field.RequiredIndicator />
            </Field.Label>
            <InputGroup startElement="₦">
              <Input type="number" inputMode="decimal" min={0} step={0.01} value={price} onChange={(e) => setPrice(e.target.value)} placeholder="0.00" />
            </InputGroup>
          </Field.Root>
          <FormError message={error} testId="pricing-form-error" />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {pricing ? 'Update Pricing' : 'Create Pricing'}
        </Button>
      </Dialog.Footer>
    </FormDialogFrame>
  );
}
