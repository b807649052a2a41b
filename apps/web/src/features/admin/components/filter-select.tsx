import { NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';

type FilterSelectProps<F extends string> = {
  value: F;
  options: readonly F[];
  labels: Record<F, string>;
  onChange: (value: F) => void;
  /** The select's accessible name. */
  label?: string;
  /** Its width from tablets up (full width below). */
  width?: string;
};

/** A filter select of an admin list or inbox: the status (open / resolved or answered / all), a kind, a category… */
export function FilterSelect<F extends string>({ value, options, labels, onChange, label = 'Status', width = '48' }: FilterSelectProps<F>) {
  return (
    <NativeSelect.Root w={{ base: 'full', md: width }}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value as F)} bg="white">
        {options.map((f) => (
          <option key={f} value={f}>
            {labels[f]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** An admin list's page, back to the first whenever a filter changes: `refilter(setX)` sets X, then the page to 1. */
export function useListPage() {
  const [page, setPage] = useState(1);
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { page, setPage, refilter };
}
