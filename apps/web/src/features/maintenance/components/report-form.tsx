import { Button, Field, Input, RadioGroup, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { MAINTENANCE_SERVICE_TYPE_INFO, MAINTENANCE_SERVICE_TYPES, MESSAGES } from '@oja/shared';
import { formatNaira } from '@/lib/format';
import type { ReportInput } from '../api/maintenance';
import { SelectBox } from '@/components/select-box';

export const EMPTY_REPORT: ReportInput = { location: '', service_type: '', issue: '', needs_towing: false };
export const serviceTypeOption = (t: keyof typeof MAINTENANCE_SERVICE_TYPE_INFO) => {
  const i = MAINTENANCE_SERVICE_TYPE_INFO[t];
  return `${i.label} (${formatNaira(i.minNaira)} – ${formatNaira(i.maxNaira)})`;
};

/** Step 1: where the car is, the service type (with the seed's sample price ranges), the issue and towing (default no). */
export function ReportForm({ initial, busy, onSubmit }: { initial: ReportInput; busy: boolean; onSubmit: (input: ReportInput) => void }) {
  const [form, setForm] = useState<ReportInput>(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<ReportInput>) => {
    setForm((f) => ({ ...f, ...patch }));
    setError(null);
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!form.location.trim() || !form.service_type || !form.issue.trim()) {
      setError(MESSAGES.requiredFields);
      return;
    }
    onSubmit({ ...form, location: form.location.trim(), issue: form.issue.trim() });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="report-form">
      <Stack gap="4">
        <Field.Root required invalid={Boolean(error) && !form.location.trim()}>
          <Field.Label>
            Location <Field.RequiredIndicator />
          </Field.Label>
          <Input value={form.location} onChange={(e) => set({ location: e.currentTarget.value })} placeholder="e.g. Ogui Road, Enugu" />
        </Field.Root>
        <Field.Root required invalid={Boolean(error) && !form.service_type}>
          <Field.Label>
            Service Type <Field.RequiredIndicator />
          </Field.Label>
          <SelectBox
            value={form.service_type}
            onChange={(service_type) => set({ service_type })}
            empty="Choose a service"
            choices={MAINTENANCE_SERVICE_TYPES.map((t) => ({ value: t, label: serviceTypeOption(t) }))}
          />
          <Field.HelperText>Price ranges are sample estimates; your mechanic quotes the actual price.</Field.HelperText>
        </Field.Root>
        <Field.Root required invalid={Boolean(error) && !form.issue.trim()}>
          <Field.Label>
            Describe the Issue <Field.RequiredIndicator />
          </Field.Label>
          <Textarea value={form.issue} onChange={(e) => set({ issue: e.currentTarget.value })} rows={4} placeholder="What is wrong with the car?" />
        </Field.Root>
        <Stack gap="1">
          <Text fontWeight="medium" fontSize="sm" id="towing-label">
            Do you need towing?
          </Text>
          <RadioGroup.Root
            value={form.needs_towing ? 'yes' : 'no'}
            onValueChange={(e) => set({ needs_towing: e.value === 'yes' })}
            aria-labelledby="towing-label"
          >
            <HStack gap="6">
              {(['no', 'yes'] as const).map((v) => (
                <RadioGroup.Item key={v} value={v}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{v === 'yes' ? 'Yes' : 'No'}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Stack>
        {error && (
          <Text color="red.600" role="alert" data-testid="report-error">
            {error}
          </Text>
        )}
        <Button type="submit" colorPalette="green" loading={busy} alignSelf="start">
          Submit Request
        </Button>
      </Stack>
    </form>
  );
}
