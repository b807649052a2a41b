import { plural } from '@/lib/format';

/** The `<option>`s of a guest-count select: "1 guest", "2 guests"… */
export function GuestOptions({ choices }: { choices: readonly number[] }) {
  return (
    <>
      {choices.map((n) => (
        <option key={n} value={n}>
          {plural(n, 'guest')}
        </option>
      ))}
    </>
  );
}
