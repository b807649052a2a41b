import { NativeSelect } from '@chakra-ui/react';

/** The "Status" select of an admin inbox (open / resolved or answered / all). */
export function StatusFilter<F extends string>({ value, options, labels, onChange }: { value: F; options: readonly F[]; labels: Record<F, string>; onChange: (value: F) => void }) {
  return (
    <NativeSelect.Root w={{ base: 'full', md: '48' }}>
      <NativeSelect.Field aria-label="Status" value={value} onChange={(e) => onChange(e.target.value as F)} bg="white">
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
