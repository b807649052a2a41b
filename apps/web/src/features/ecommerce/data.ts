export const SHOP_CATEGORIES = ['Electronics', 'Fashion', 'Home & Garden', 'Books', 'Sports'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

export interface Product {
  id: string;
  name: string;
  price: number;
  category: ShopCategory;
  seller: string;
  rating: number;
  inStock: boolean;
}

/** The shop demonstration's sample products. */
export const PRODUCTS: Product[] = [
  { id: 'phone', name: 'Tecno Spark 20 Smartphone', price: 145000, category: 'Electronics', seller: 'Ikeja Gadgets', rating: 4.6, inStock: true },
  { id: 'earbuds', name: 'Oraimo FreePods 4', price: 28000, category: 'Electronics', seller: 'Ikeja Gadgets', rating: 4.4, inStock: true },
  { id: 'powerbank', name: '20,000 mAh Power Bank', price: 18500, category: 'Electronics', seller: 'Computer Village Hub', rating: 4.2, inStock: false },
  { id: 'ankara', name: 'Ankara Print Dress', price: 22000, category: 'Fashion', seller: 'Balogun Styles', rating: 4.8, inStock: true },
  { id: 'agbada', name: 'Embroidered Agbada Set', price: 65000, category: 'Fashion', seller: 'Balogun Styles', rating: 4.7, inStock: true },
  { id: 'blender', name: 'Binatone Blender 1.5 L', price: 34000, category: 'Home & Garden', seller: 'HomeCo Lekki', rating: 4.3, inStock: true },
  { id: 'plants', name: 'Potted Snake Plant', price: 9500, category: 'Home & Garden', seller: 'Green Thumb Abuja', rating: 4.5, inStock: true },
  { id: 'novel', name: 'Things Fall Apart (paperback)', price: 6500, category: 'Books', seller: 'Roving Heights', rating: 4.9, inStock: true },
  { id: 'cookbook', name: 'The Nigerian Cookbook', price: 12000, category: 'Books', seller: 'Roving Heights', rating: 4.6, inStock: true },
  { id: 'football', name: 'Match Football (size 5)', price: 15000, category: 'Sports', seller: 'Surulere Sports', rating: 4.4, inStock: true },
  { id: 'jersey', name: 'Super Eagles Home Jersey', price: 25000, category: 'Sports', seller: 'Surulere Sports', rating: 4.8, inStock: true },
];
