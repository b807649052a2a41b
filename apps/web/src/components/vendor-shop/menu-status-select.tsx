import { NativeSelect } from '@chakra-ui/react';
import { MENU_ITEM_STATUSES, type MenuItemStatus } from '@oja/shared';

/** A dish's status (available, out-of-stock, unavailable); `label` names it for screen readers when no field label does. */
export function MenuStatusSelect({
  value,
  onChange,
  label,
  disabled,
  size = 'md',
  w,
}: {
  value: MenuItemStatus;
  onChange: (status: MenuItemStatus) => void;
  label?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  w?: string;
}) {
  return (
    <NativeSelect.Root size={size} w={w} disabled={disabled}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value as MenuItemStatus)}>
        {MENU_ITEM_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
