import { Field, Input, Stack } from '@chakra-ui/react';
import { NIGERIAN_STATES } from '@oja/shared';
import { SelectBox } from '@/components/select-box';

/** How a state is named in the select: its name; the FCT as people say it. */
const label = (s: (typeof NIGERIAN_STATES)[number]) => (s.id === 'fct' ? 'Abuja (FCT)' : s.name);
const CHOICES = NIGERIAN_STATES.map((s) => ({ id: s.id, label: label(s) })).sort((a, b) => a.label.localeCompare(b.label));

/**
 * A State select (the 36 states and the FCT, or all) and an Area text box, side by side from a small screen up:
 * the public lists' `state` and `area` filters.
 */
export function PlaceFilter({
  state,
  area,
  onStateChange,
  onAreaChange,
  areaPlaceholder = 'e.g. Lekki, Ikeja, Wuse 2',
}: {
  state: string;
  area: string;
  onStateChange: (value: string) => void;
  onAreaChange: (value: string) => void;
  areaPlaceholder?: string;
}) {
  return (
    <Stack direction="row" gap="2" align="end" data-testid="place-filter">
      <Field.Root flex="1" minW="0">
        <Field.Label>State</Field.Label>
        <SelectBox value={state} onChange={onStateChange} empty="All states" choices={CHOICES.map((s) => ({ value: s.id, label: s.label }))} bg="white" />
      </Field.Root>
      <Field.Root flex="1" minW="0">
        <Field.Label>Area</Field.Label>
        <Input type="search" value={area} onChange={(e) => onAreaChange(e.target.value)} placeholder={areaPlaceholder} bg="white" maxLength={100} />
      </Field.Root>
    </Stack>
  );
}
