import type { CartOrderCustomerAction } from '../api/orders';

/** Does the order offer this button? (`actions` as the contract spells them, `confirm_delivery`; a dashed spelling is read the same.) */
export function offers(actions: readonly string[] | null | undefined, action: CartOrderCustomerAction): boolean {
  return (actions ?? []).some((a) => a.replace(/-/g, '_').toLowerCase() === action);
}
