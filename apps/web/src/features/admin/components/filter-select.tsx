import { useState } from 'react';
import { SelectBox } from '@/components/select-box';

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
    <SelectBox
      w={{ base: 'full', md: width }}
      label={label}
      value={value}
      onChange={onChange}
      choices={options.map((f) => ({ value: f, label: labels[f] }))}
      bg="white"
    />
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
