import { Box, Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { isPreferredTime, SERVICE_ADDRESS_MAX_LENGTH, validateServiceAddress, type PreferredTime } from '@oja/shared';
import { PreferredTimeSelect } from '@/components/preferred-time-select';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { setServiceOrderAddress } from '../api/customer-service-orders';
import type { ServiceOrder } from '../api/types';
import { FormField } from '@/components/form-field';

export const ADD_ADDRESS_TEXTS = {
  ask: 'Please add the address where the service is needed. The vendor can start the work only once it is here.',
  saved: 'Service address saved.',
  failed: 'Failed to save the address. Please try again.',
} as const;

/**
 * An order placed without an address (a client that sent the spec's payload): the customer adds it here
 * (PATCH /api/service-orders/{id}), with the time window, before work can start.
 */
export function AddAddressForm({ order, onSaved }: { order: ServiceOrder; onSaved: () => void }) {
  const [address, setAddress] = useState('');
  const [time, setTime] = useState<PreferredTime>(isPreferredTime(order.preferred_time) ? order.preferred_time : 'anytime');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const problem = validateServiceAddress({ service_address: address, preferred_time: time }).service_address;
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const res = await setServiceOrderAddress(order.id, { service_address: address.trim(), preferred_time: time });
      toastSuccess(res.message || ADD_ADDRESS_TEXTS.saved);
      onSaved();
    } catch (e) {
      toastFailure(ADD_ADDRESS_TEXTS.failed, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box borderWidth="1px" borderColor="orange.200" bg="orange.50" rounded="md" p="3" data-testid="add-address">
      <Stack gap="3">
        <Text fontSize="sm" fontWeight="medium">
          {ADD_ADDRESS_TEXTS.ask}
        </Text>
        <FormField label="Service address" required error={error}>
          <Textarea
            rows={2}
            bg="white"
            autoComplete="street-address"
            maxLength={SERVICE_ADDRESS_MAX_LENGTH}
            value={address}
            placeholder="House number, street, area and city"
            onChange={(e) => {
              setAddress(e.target.value);
              setError(null);
            }}
          />
        </FormField>
        <Field.Root>
          <Field.Label>Preferred time</Field.Label>
          <PreferredTimeSelect value={time} onChange={(value) => setTime(value || 'anytime')} />
        </Field.Root>
        <Box>
          <Button size="sm" colorPalette="green" loading={busy} onClick={() => void save()}>
            Save address
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
