export type ProductStatus = 'active' | 'low-stock' | 'out-of-stock';
export type ProductOrderStatus = 'processing' | 'shipped' | 'delivered';

/** Sample products and orders of the product vendor dashboard: no shop order exists on Oja yet. */
export const SAMPLE_PRODUCTS: { id: string; name: string; price: number; stock: number; sold: number; status: ProductStatus }[] = [
  { id: 'p1', name: 'Ankara Print Dress', price: 22000, stock: 14, sold: 38, status: 'active' },
  { id: 'p2', name: 'Embroidered Agbada Set', price: 65000, stock: 3, sold: 9, status: 'low-stock' },
  { id: 'p3', name: 'Aso-oke Gele', price: 12000, stock: 0, sold: 21, status: 'out-of-stock' },
  { id: 'p4', name: 'Leather Sandals', price: 15000, stock: 25, sold: 17, status: 'active' },
];

export const SAMPLE_PRODUCT_ORDERS: { id: string; customer: string; items: string; total: number; status: ProductOrderStatus }[] = [
  { id: 'PO-2210', customer: 'Ngozi Eze', items: '1 × Ankara Print Dress', total: 22000, status: 'processing' },
  { id: 'PO-2209', customer: 'Yusuf Danjuma', items: '1 × Embroidered Agbada Set', total: 65000, status: 'shipped' },
  { id: 'PO-2208', customer: 'Funmi Ojo', items: '2 × Leather Sandals', total: 30000, status: 'delivered' },
];
