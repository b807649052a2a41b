import { MENU_ITEM_STATUSES, type MenuItemStatus } from '@oja/shared';
import { SelectBox } from '@/components/select-box';

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
  return <SelectBox size={size} w={w} disabled={disabled} label={label} value={value} onChange={onChange} choices={MENU_ITEM_STATUSES} />;
}
