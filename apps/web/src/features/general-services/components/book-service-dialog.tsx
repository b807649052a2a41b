import { Alert, Box, Button, Dialog, Field, HStack, Input, RadioCard, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LuShieldCheck } from 'react-icons/lu';
import {
  hasErrors,
  lagosDateString,
  MESSAGES,
  SERVICE_ADDRESS_MAX_LENGTH,
  validateServiceOrder,
  type FieldErrors,
  type PreferredTime,
  type ServiceOrderField,
} from '@oja/shared';
import { PreferredTimeSelect } from '@/components/preferred-time-select';
import { toaster } from '@/components/ui/toaster';
import { isEmailVerificationError, VerifyEmailAlert } from '@/components/verify-email-alert';
import { ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';
import { formatNaira } from '@/lib/format';
import { loginPathWithNext } from '@/lib/return-path';
import { createServiceOrder } from '../api/create-service-order';
import type { ServiceVendor } from '../api/get-service-vendors';
import { useDefaultServiceAddress } from '../api/last-service-address';
import { ratingText, reviewCountText } from '../model/card-view';
import { mutate } from 'swr';
import { FormDialogFrame } from '@/components/dialog-frame';
import { FormField } from '@/components/form-field';

export const BOOKING_SUCCESS = 'Service request sent successfully! The vendor will respond shortly.';
export const BOOKING_FAILED = 'Failed to send service request. Please try again.';

type Errors = FieldErrors<ServiceOrderField>;

/**
 * Login is needed to book: the spec's alert, then /login. `returnTo` (a same-site path, e.g.
 * `/general-services?book=12`) brings the visitor back there after login, so the dialog opens again.
 */
export function useRequireLoginToBook() {
  const navigate = useNavigate();
  const location = useLocation();
  return (returnTo?: string) => {
    if (getToken()) return true;
    toaster.create({ type: 'warning', title: MESSAGES.loginToBook });
    navigate(loginPathWithNext(returnTo ?? `${location.pathname}${location.search}`));
    return false;
  };
}

/** The 'Book Service' modal */
export function BookServiceDialog({ vendor, onClose }: { vendor: ServiceVendor | null; onClose: () => void }) {
  const navigate = useNavigate();
  const requireLogin = useRequireLoginToBook();
  const [pricingId, setPricingId] = useState<string>('');
  const [deadline, setDeadline] = useState('');
  const [requirements, setRequirements] = useState('');
  const [address, setAddress] = useState('');
  const [addressTouched, setAddressTouched] = useState(false);
  const [preferredTime, setPreferredTime] = useState<PreferredTime | ''>('');
  const [errors, setErrors] = useState<Errors>({});
  const defaultAddress = useDefaultServiceAddress(vendor !== null && Boolean(getToken()));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ verifyEmail: boolean; detail: string | null } | null>(null);

  useEffect(() => {
    setPricingId('');
    setDeadline('');
    setRequirements('');
    setAddress('');
    setAddressTouched(false);
    setPreferredTime('');
    setErrors({});
    setFailure(null);
  }, [vendor?.id]);

  // Prefill the address (profile, else the latest order's) unless the customer has typed one.
  useEffect(() => {
    if (!addressTouched && defaultAddress.ready) setAddress(defaultAddress.address);
  }, [addressTouched, defaultAddress.ready, defaultAddress.address]);

  const pricings = vendor?.pricings ?? [];
  const chosen = pricings.find((p) => String(p.id) === pricingId) ?? null;
  const today = lagosDateString(new Date());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!vendor || busy) return;
    if (!requireLogin()) return;
    const found = validateServiceOrder(
      { service_pricing_id: pricingId, deadline, requirements, service_address: address, preferred_time: preferredTime },
      new Date(),
    );
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const created = await createServiceOrder({
        service_vendor_id: vendor.id,
        service_pricing_id: Number(pricingId),
        deadline,
        requirements: requirements.trim(),
        service_address: address.trim(),
        preferred_time: preferredTime as PreferredTime,
      });
      // Every cached list of the customer's orders is stale now (the dialog itself read one for the last address).
      void mutate((key) => typeof key === 'string' && key.startsWith('/api/service-orders'));
      toaster.create({ type: 'success', title: BOOKING_SUCCESS });
      onClose();
      // The overview (spec) shows the order just made at its top, with a link to it.
      navigate('/dashboard/user', { state: { justOrdered: { id: created.data.id, what: vendor.service_name ?? 'your service' } } });
    } catch (e) {
      if (isEmailVerificationError(e)) {
        setFailure({ verifyEmail: true, detail: (e as Error).message });
      } else {
        const detail = e instanceof ApiError && e.status >= 400 && e.status < 500 && e.message !== BOOKING_FAILED ? e.message : null;
        setFailure({ verifyEmail: false, detail });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialogFrame
      root={{
        open: vendor !== null,
        onOpenChange: (e) => {
          if (!e.open) onClose();
        },
        size: { base: 'full', sm: 'lg' },
        scrollBehavior: 'inside',
        placement: 'center',
      }}
      testId="book-service-dialog"
      onSubmit={submit}
      title="Book Service"
    >
      {vendor && (
        <Dialog.Body>
          <Stack gap="5">
            <Box bg="green.50" rounded="lg" p="4" data-testid="booking-vendor-summary">
              <Text fontWeight="semibold">{vendor.service_name}</Text>
              <Text fontSize="sm" color="gray.700">
                {vendor.vendor?.business_name ?? vendor.vendor?.user?.name}
              </Text>
              {vendor.location && (
                <Text fontSize="sm" color="gray.600">
                  {vendor.location}
                </Text>
              )}
              <Text fontSize="sm" color="gray.600">
                ★ {ratingText(vendor.rating)} ({reviewCountText(vendor)})
              </Text>
            </Box>

            <Field.Root invalid={Boolean(errors.service_pricing_id)}>
              <Field.Label>Select a service</Field.Label>
              <RadioCard.Root
                value={pricingId || null}
                onValueChange={(e) => {
                  setPricingId(e.value ?? '');
                  setErrors((prev) => ({ ...prev, service_pricing_id: undefined }));
                }}
                size="sm"
                w="full"
                aria-label="Service"
              >
                <Stack gap="2">
                  {pricings.map((p) => (
                    <RadioCard.Item key={p.id} value={String(p.id)}>
                      <RadioCard.ItemHiddenInput />
                      <RadioCard.ItemControl alignItems="flex-start" gap="3">
                        <RadioCard.ItemIndicator mt="0.5" />
                        <RadioCard.ItemContent flex="1" minW="0">
                          <HStack justify="space-between" w="full" gap="3" align="start">
                            <RadioCard.ItemText>{p.title}</RadioCard.ItemText>
                            <Text fontWeight="semibold" color="green.700" flexShrink={0}>
                              {formatNaira(p.price)}
                            </Text>
                          </HStack>
                          {p.description && <RadioCard.ItemDescription>{p.description}</RadioCard.ItemDescription>}
                        </RadioCard.ItemContent>
                      </RadioCard.ItemControl>
                    </RadioCard.Item>
                  ))}
                </Stack>
              </RadioCard.Root>
              {!chosen && (
                <Text fontSize="sm" color={errors.service_pricing_id ? 'red.600' : 'gray.500'} data-testid="select-service-hint">
                  {MESSAGES.selectService}
                </Text>
              )}
            </Field.Root>

            <FormField label="Preferred Completion Date" required error={errors.deadline}>
              <Input
                type="date"
                min={today}
                value={deadline}
                onChange={(e) => {
                  setDeadline(e.target.value);
                  setErrors((prev) => ({ ...prev, deadline: undefined }));
                }}
              />
            </FormField>

            <FormField label="Preferred Time" required error={errors.preferred_time}>
              <PreferredTimeSelect
                value={preferredTime}
                placeholder="Choose a time window"
                onChange={(value) => {
                  setPreferredTime(value);
                  setErrors((prev) => ({ ...prev, preferred_time: undefined }));
                }}
              />
            </FormField>

            <FormField label="Service Address" required error={errors.service_address}>
              <Textarea
                rows={2}
                autoComplete="street-address"
                maxLength={SERVICE_ADDRESS_MAX_LENGTH}
                value={address}
                onChange={(e) => {
                  setAddress(e.target.value);
                  setAddressTouched(true);
                  setErrors((prev) => ({ ...prev, service_address: undefined }));
                }}
                placeholder="House number, street, area and city"
              />
              <Field.HelperText>The vendor sees your address once they accept the request.</Field.HelperText>
            </FormField>

            <FormField label="Requirements" required error={errors.requirements}>
              <Textarea
                rows={4}
                value={requirements}
                onChange={(e) => {
                  setRequirements(e.target.value);
                  setErrors((prev) => ({ ...prev, requirements: undefined }));
                }}
                placeholder="Describe the job: rooms, problem, access, materials…"
              />
            </FormField>

            <Box borderWidth="1px" rounded="lg" p="4" data-testid="order-summary">
              <Text fontWeight="semibold" mb="2">
                Order Summary
              </Text>
              <Stack gap="1" fontSize="sm">
                <SummaryRow label="Service" value={chosen?.title ?? '—'} />
                <SummaryRow label="Provider" value={vendor.vendor?.business_name ?? vendor.vendor?.user?.name ?? '—'} />
                <SummaryRow label="Location" value={vendor.location ?? '—'} />
                <HStack justify="space-between" pt="2" mt="1" borderTopWidth="1px" fontWeight="bold" fontSize="md">
                  <Text>Total Amount</Text>
                  <Text color="green.700" data-testid="order-total">
                    {formatNaira(chosen?.price ?? 0)}
                  </Text>
                </HStack>
              </Stack>
            </Box>

            <Alert.Root status="info" variant="subtle">
              <Alert.Indicator>
                <LuShieldCheck />
              </Alert.Indicator>
              <Alert.Content>
                <Alert.Title>Protected by escrow</Alert.Title>
                <Alert.Description>
                  You pay only after the vendor accepts your request. Your money is held in escrow and released to the vendor only when you confirm the work is
                  done.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>

            {failure?.verifyEmail && failure.detail && <VerifyEmailAlert message={failure.detail} />}
            {failure && !failure.verifyEmail && (
              <Alert.Root status="error" role="alert" data-testid="booking-error">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{BOOKING_FAILED}</Alert.Title>
                  {failure.detail && <Alert.Description>{failure.detail}</Alert.Description>}
                </Alert.Content>
              </Alert.Root>
            )}
          </Stack>
        </Dialog.Body>
      )}
      <Dialog.Footer>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} disabled={!chosen}>
          Send Service Request
        </Button>
      </Dialog.Footer>
    </FormDialogFrame>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <HStack justify="space-between" align="start" gap="4">
      <Text color="gray.600">{label}</Text>
      <Text textAlign="right" fontWeight="medium">
        {value}
      </Text>
    </HStack>
  );
}
