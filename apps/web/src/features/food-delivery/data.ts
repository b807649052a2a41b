import type { FoodCategory } from '@oja/shared';

export interface MenuItem {
  id: string;
  name: string;
  price: number;
  category: FoodCategory;
}

export interface Restaurant {
  id: string;
  name: string;
  cuisine: string;
  rating: number;
  time: string;
  deliveryFee: number;
  categories: FoodCategory[];
  menu: MenuItem[];
}

/** The food demonstration's sample restaurants (delivery fees ₦100–₦200). */
export const RESTAURANTS: Restaurant[] = [
  {
    id: 'mama-put',
    name: "Mama Ngozi's Kitchen",
    cuisine: 'Nigerian',
    rating: 4.8,
    time: '30-40 min',
    deliveryFee: 150,
    categories: ['Local Dishes', 'Drinks'],
    menu: [
      { id: 'jollof', name: 'Jollof Rice & Chicken', price: 2500, category: 'Local Dishes' },
      { id: 'egusi', name: 'Egusi Soup & Pounded Yam', price: 2200, category: 'Local Dishes' },
      { id: 'zobo', name: 'Chilled Zobo', price: 500, category: 'Drinks' },
    ],
  },
  {
    id: 'burger-hub',
    name: 'Burger Hub Lekki',
    cuisine: 'Fast food',
    rating: 4.5,
    time: '25-35 min',
    deliveryFee: 200,
    categories: ['Fast Food', 'Drinks'],
    menu: [
      { id: 'burger', name: 'Beef Burger & Fries', price: 3000, category: 'Fast Food' },
      { id: 'shawarma', name: 'Chicken Shawarma', price: 1800, category: 'Fast Food' },
      { id: 'coke', name: 'Coca-Cola (50cl)', price: 300, category: 'Drinks' },
    ],
  },
  {
    id: 'suya-spot',
    name: 'Mallam Sule Suya Spot',
    cuisine: 'Grills',
    rating: 4.7,
    time: '30-45 min',
    deliveryFee: 100,
    categories: ['Local Dishes'],
    menu: [
      { id: 'suya', name: 'Beef Suya (wrap)', price: 1500, category: 'Local Dishes' },
      { id: 'kilishi', name: 'Kilishi pack', price: 1200, category: 'Local Dishes' },
    ],
  },
  {
    id: 'sweet-tooth',
    name: 'Sweet Tooth Bakery',
    cuisine: 'Bakery & desserts',
    rating: 4.6,
    time: '20-30 min',
    deliveryFee: 120,
    categories: ['Desserts', 'Drinks'],
    menu: [
      { id: 'cake', name: 'Red Velvet Slice', price: 1500, category: 'Desserts' },
      { id: 'puffpuff', name: 'Puff-Puff (10 pcs)', price: 700, category: 'Desserts' },
      { id: 'smoothie', name: 'Mango Smoothie', price: 1200, category: 'Drinks' },
    ],
  },
  {
    id: 'chicken-republic',
    name: 'Crispy Chicken Ikeja',
    cuisine: 'Fast food',
    rating: 4.3,
    time: '25-40 min',
    deliveryFee: 180,
    categories: ['Fast Food', 'Desserts'],
    menu: [
      { id: 'wings', name: 'Spicy Wings (6)', price: 2100, category: 'Fast Food' },
      { id: 'icecream', name: 'Vanilla Ice Cream', price: 900, category: 'Desserts' },
    ],
  },
];

export const DELIVERY_FEES: Record<string, number> = Object.fromEntries(RESTAURANTS.map((r) => [r.id, r.deliveryFee]));
