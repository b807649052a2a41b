import { Box, Button, Card, chakra, Field, HStack, Input, InputGroup, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { LuMapPin, LuX } from 'react-icons/lu';
import type { FieldErrors } from '@oja/shared';
import { FormError } from '@/components/form-error';
import { toastSuccess } from '@/components/toast-helpers';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatNaira } from '@/lib/format';
import { useLocateOnce } from '@/lib/geolocation';
import { formatCoords } from '@/lib/ride-position';
import { deliverySettingsBody, shopPinBody, updateStorefront, useStorefront, type ShopPin, type Storefront } from '@/lib/vendor-shop';

type Field = 'delivery_fee' | 'free_delivery_over';

const mapLink = (p: ShopPin) => `https://www.openstreetmap.org/?mlat=${p.lat}&mlon=${p.lng}#map=17/${p.lat}/${p.lng}`;

/**
 * "Shop location (where an Oja rider collects)": the shop's pin from the phone's position (high accuracy, 10 s
 * time-out, at most 60 s old), shown with its coordinates, or cleared. Saved at once through PATCH storefront; the
 * API's refusal (outside Nigeria) is shown in its words.
 */
function ShopLocation({ storefront, onSaved }: { storefront: Storefront | undefined; onSaved: (s: Storefront) => Promise<unknown> }) {
  const { locate, locating, error: geoError } = useLocateOnce();
  const [saving, setSaving] = useState<'set' | 'clear' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pin = storefront?.pickup ?? null;

  const save = async (fix: ShopPin | null) => {
    setError(null);
    setSaving(fix ? 'set' : 'clear');
    try {
      const res = await updateStorefront(shopPinBody(fix));
      await onSaved(res.data);
      toastSuccess(fix ? 'Shop location saved. Oja riders collect your orders there.' : 'Shop location cleared.');
    } catch (e) {
      setError(errorMessage(e, 'Failed to save the shop location'));
    } finally {
      setSaving(null);
    }
  };

  return (
    <Stack gap="2" borderTopWidth="1px" pt="4" data-testid="shop-location">
      <Stack gap="0">
        <Text fontWeight="semibold">Shop location (where an Oja rider collects)</Text>
        <Text fontSize="sm" color="gray.600">
          Stand at your shop and use your current location, so an Oja rider you call knows where to collect the order.
        </Text>
      </Stack>
      <Box fontSize="sm" data-testid="shop-location-state" data-set={pin ? 'true' : 'false'}>
        {pin ? (
          <HStack gap="2" flexWrap="wrap">
            <LuMapPin aria-hidden />
            <Text>Location set ({formatCoords(pin)})</Text>
            <Link href={mapLink(pin)} target="_blank" rel="noopener noreferrer" color="green.700">
              View on a map
            </Link>
          </HStack>
        ) : (
          <Text color="gray.600">Not set</Text>
        )}
      </Box>
      <HStack gap="2" flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          colorPalette="green"
          loading={locating || saving === 'set'}
          disabled={!storefront || saving !== null}
          onClick={() => locate((fix) => void save(fix))}
        >
          <LuMapPin aria-hidden /> Use my current location
        </Button>
        {pin && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            loading={saving === 'clear'}
            disabled={saving !== null || locating}
            onClick={() => void save(null)}
          >
            <LuX aria-hidden /> Clear
          </Button>
        )}
      </HStack>
      <FormError message={geoError ?? error} testId="shop-location-error" />
    </Stack>
  );
}

/**
 * The storefront's delivery fee (charged once per order), "free delivery when the items come to more than" (blank:
 * never), and the shop's location, where an Oja rider collects.
 */
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
      <Card.Body gap="4">
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
                  <Input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    value={over}
                    onChange={(e) => setOver(e.target.value)}
                    placeholder="Never"
                    disabled={!s}
                  />
                </InputGroup>
                {errors.free_delivery_over ? (
                  <Field.ErrorText>{errors.free_delivery_over}</Field.ErrorText>
                ) : (
                  <Field.HelperText>Leave empty for no free delivery.</Field.HelperText>
                )}
              </Field.Root>
            </SimpleGrid>
            <FormError message={formError} testId="delivery-settings-error" />
            <Button type="submit" size="sm" colorPalette="green" alignSelf="flex-start" loading={busy} disabled={!s}>
              Save delivery settings
            </Button>
          </Stack>
        </chakra.form>
        <ShopLocation storefront={s} onSaved={(next) => mutate({ data: next })} />
      </Card.Body>
    </Card.Root>
  );
}
