import { allowedFoodOrderEvents, foodOrderTransition } from './food-order.machine';

describe('food order machine', () => {
  it('goes new → preparing → ready → delivered', () => {
    expect(foodOrderTransition('new', { type: 'ACCEPT' })).toBe('preparing');
    expect(foodOrderTransition('preparing', { type: 'MARK_READY' })).toBe('ready');
    expect(foodOrderTransition('ready', { type: 'PICKED_UP' })).toBe('delivered');
  });

  it('lets only a new order be declined and refuses out-of-order steps', () => {
    expect(foodOrderTransition('new', { type: 'DECLINE' })).toBe('declined');
    expect(foodOrderTransition('preparing', { type: 'DECLINE' })).toBeNull();
    expect(foodOrderTransition('new', { type: 'MARK_READY' })).toBeNull();
    expect(foodOrderTransition('delivered', { type: 'ACCEPT' })).toBeNull();
    expect(foodOrderTransition('bogus', { type: 'ACCEPT' })).toBeNull();
  });

  it('lists the buttons each status offers', () => {
    expect(allowedFoodOrderEvents('new')).toEqual(['ACCEPT', 'DECLINE']);
    expect(allowedFoodOrderEvents('preparing')).toEqual(['MARK_READY']);
    expect(allowedFoodOrderEvents('ready')).toEqual(['PICKED_UP']);
    expect(allowedFoodOrderEvents('delivered')).toEqual([]);
  });
});
