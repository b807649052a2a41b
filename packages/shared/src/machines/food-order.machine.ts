/**
 * The food vendor's sample order: new → preparing (Accept
 * Order) → ready (Mark Ready) → delivered (the rider picked it up); a new order can be declined.
 * While ready, the screen shows "Waiting for Pickup".
 */
import { setup, transition } from 'xstate';

export const FOOD_ORDER_STATUSES = ['new', 'preparing', 'ready', 'delivered', 'declined'] as const;
export type FoodOrderStatus = (typeof FOOD_ORDER_STATUSES)[number];
export type FoodOrderEvent = { type: 'ACCEPT' } | { type: 'DECLINE' } | { type: 'MARK_READY' } | { type: 'PICKED_UP' };
export type FoodOrderEventType = FoodOrderEvent['type'];
export const FOOD_ORDER_EVENT_TYPES = ['ACCEPT', 'DECLINE', 'MARK_READY', 'PICKED_UP'] as const satisfies readonly FoodOrderEventType[];

export const foodOrderMachine = setup({ types: {} as { events: FoodOrderEvent } }).createMachine({
  id: 'foodOrder',
  initial: 'new',
  states: {
    new: { on: { ACCEPT: 'preparing', DECLINE: 'declined' } },
    preparing: { on: { MARK_READY: 'ready' } },
    ready: { on: { PICKED_UP: 'delivered' } },
    delivered: { type: 'final' },
    declined: { type: 'final' },
  },
});

export function isFoodOrderStatus(s: unknown): s is FoodOrderStatus {
  return typeof s === 'string' && (FOOD_ORDER_STATUSES as readonly string[]).includes(s);
}

/** The next status, or null when the event does not apply to this status. */
export function foodOrderTransition(status: FoodOrderStatus | string, event: FoodOrderEvent): FoodOrderStatus | null {
  if (!isFoodOrderStatus(status)) return null;
  const snapshot = foodOrderMachine.resolveState({ value: status });
  if (!snapshot.can(event)) return null;
  const [next] = transition(foodOrderMachine, snapshot, event);
  return next.value as FoodOrderStatus;
}

export function allowedFoodOrderEvents(status: FoodOrderStatus | string): FoodOrderEventType[] {
  return FOOD_ORDER_EVENT_TYPES.filter((type) => foodOrderTransition(status, { type }) !== null);
}
