import { Button, Card, chakra, Field, Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { FieldErrors } from '@oja/shared';
import { FormError } from '@/components/form-error';
import { toastSuccess } from '@/components/toast-helpers';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatNaira } from '@/lib/format';
import { deliverySettingsBody, updateStorefront, useStorefront } from '@/lib/vendor-shop';

type Field = 'delivery_fee' | 'free_delivery_over';

/** The storefront's delivery fee (charged once per order) and "free delivery when the items come to more than" (blank: never). */
export function DeliverySettingsCard() {
  const { data, mutate } = useStorefront();
  const s = data?.data;
  const [fee, setFee] = useState('');
  const [over, setOver] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!s) return;
    setFee(String(s.delivery_fee));
    setOver(s.free_delivery_over === null ? '' : String(s.free_delivery_over));
  }, [s]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = deliverySettingsBody(fee, over);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      const res = await updateStorefront(read.body);
      await mutate({ data: res.data }, { revalidate: false });
      toastSuccess(res.message ?? 'Delivery settings saved.');
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors({ delivery_fee: e.errors.delivery_fee?.[0], free_delivery_over: e.errors.free_delivery_over?.[0] });
      setFormError(errorMessage(e, 'Failed to save the delivery settings'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root data-testid="delivery-settings">
      <Card.Body>
        <chakra.form onSubmit={submit} noValidate>
          <Stack gap="3">
            <Stack gap="0">
              <Text fontWeight="semibold">Delivery</Text>
              <Text fontSize="sm" color="gray.600">
                {s
                  ? `Customers pay ${s.delivery_fee > 0 ? formatNaira(s.delivery_fee) : 'nothing'} for delivery${s.free_delivery_over !== null ? `, free when their items come to more than ${formatNaira(s.free_delivery_over)}` : ''}.`
                  : 'The fee charged once per order.'}
              </Text>
            </Stack>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <Field.Root required invalid={Boolean(errors.delivery_fee)}>
                <Field.Label>Delivery fee (₦)</Field.Label>
                <InputGroup startElement="₦">
                  <Input type="number" inputMode="decimal" min={0} step={0.01} value={fee} onChange={(e) => setFee(e.target.value)} disabled={!s} />
                </InputGroup>
                {errors.delivery_fee && <Field.ErrorText>{errors.delivery_fee}</Field.ErrorText>}
              </Field.Root>
              <Field.Root invalid={Boolean(errors.free_delivery_over)}>
                <Field.Label>Free delivery above (₦)</Field.Label>
                <InputGroup startElement="₦">
                  <Input type="number" inputMode="decimal" min={0} step={0.01} value={over} onChange={(e) => setOver(e.target.value)} placeholder="Never" disabled={!s} />
                </InputGroup>
                {errors.free_delivery_over ? <Field.ErrorText>{errors.free_delivery_over}</Field.ErrorText> : <Field.HelperText>Leave empty for no free delivery.</Field.HelperText>}
              </Field.Root>
            </SimpleGrid>
            <FormError message={formError} testId="delivery-settings-error" />
            <Button type="submit" size="sm" colorPalette="green" alignSelf="flex-start" loading={busy} disabled={!s}>
              Save delivery settings
            </Button>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
