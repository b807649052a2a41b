import type { FoodOrderStatus } from '@oja/shared';

export type MenuStatus = 'available' | 'out-of-stock' | 'unavailable';
export interface SampleMenuItem {
  id: string;
  name: string;
  price: number;
  category: string;
  status: MenuStatus;
}
export interface SampleFoodOrder {
  id: string;
  customer: string;
  phone: string;
  items: string;
  total: number;
  status: FoodOrderStatus;
}

/** Sample menu and orders of the food vendor dashboard: no food order exists on Oja yet. */
export const SAMPLE_MENU: SampleMenuItem[] = [
  { id: 'm1', name: 'Jollof Rice & Chicken', price: 2500, category: 'Local Dishes', status: 'available' },
  { id: 'm2', name: 'Egusi Soup & Pounded Yam', price: 2200, category: 'Local Dishes', status: 'available' },
  { id: 'm3', name: 'Fried Plantain (dodo)', price: 600, category: 'Sides', status: 'out-of-stock' },
  { id: 'm4', name: 'Pepper Soup (goat)', price: 2000, category: 'Local Dishes', status: 'unavailable' },
  { id: 'm5', name: 'Chilled Zobo', price: 500, category: 'Drinks', status: 'available' },
];

export const SAMPLE_ORDERS: SampleFoodOrder[] = [
  { id: 'FO-1041', customer: 'Bisi Adeyemi', phone: '+2348031234501', items: '2 × Jollof Rice & Chicken', total: 5000, status: 'new' },
  { id: 'FO-1040', customer: 'Emeka Obi', phone: '+2348031234502', items: '1 × Egusi Soup & Pounded Yam, 1 × Chilled Zobo', total: 2700, status: 'preparing' },
  { id: 'FO-1039', customer: 'Aisha Bello', phone: '+2348031234503', items: '3 × Chilled Zobo', total: 1500, status: 'ready' },
  { id: 'FO-1038', customer: 'Tope Alabi', phone: '+2348031234504', items: '1 × Jollof Rice & Chicken', total: 2500, status: 'delivered' },
];
