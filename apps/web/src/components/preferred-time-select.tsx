import { NativeSelect } from '@chakra-ui/react';
import { PREFERRED_TIME_LABELS, PREFERRED_TIMES, type PreferredTime } from '@oja/shared';

/** The service-order time window select (morning, afternoon, evening, any time); `placeholder` adds an empty first choice. */
export function PreferredTimeSelect({
  value,
  onChange,
  placeholder,
}: {
  value: PreferredTime | '';
  onChange: (value: PreferredTime | '') => void;
  placeholder?: string;
}) {
  return (
    <NativeSelect.Root bg="white">
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value as PreferredTime | '')}>
        {placeholder && <option value="">{placeholder}</option>}
        {PREFERRED_TIMES.map((t) => (
          <option key={t} value={t}>
            {PREFERRED_TIME_LABELS[t]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
