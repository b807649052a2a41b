import { PREFERRED_TIME_LABELS, PREFERRED_TIMES, type PreferredTime } from '@oja/shared';
import { SelectBox } from '@/components/select-box';

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
    <SelectBox
      value={value}
      onChange={onChange}
      empty={placeholder}
      choices={PREFERRED_TIMES.map((t) => ({ value: t, label: PREFERRED_TIME_LABELS[t] }))}
      bg="white"
    />
  );
}
