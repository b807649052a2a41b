// The public lists `pnpm bench` and `scripts/bench/cold.mjs` measure: each directory with its filters, a word
// search and a deep page (`page=8` at 100 vendors; bench.mjs asks for `page=400` at 10,000).
/** A date `n` days from now, as the API takes it (YYYY-MM-DD). */
export const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export const LIST_ENDPOINTS = [
  '/api/service-vendors',
  '/api/service-vendors?category=plumbing',
  '/api/service-vendors?category=other',
  '/api/service-vendors?q=inverter',
  '/api/service-vendors?page=8',
  '/api/apartments',
  '/api/apartments?type=hotel',
  '/api/apartments?q=lekki',
  `/api/apartments?check_in=${day(10)}&check_out=${day(13)}&guests=2`,
  '/api/apartments?page=8',
  '/api/vendors/live',
  '/api/vendors/live?category=service_apartment',
  '/api/vendors/live?search=Bench%20Services%201',
  // The food list as the SPA asks for it: each card with the four dishes it shows (`menu_size`; 12 by default, a
  // 67 KB page of 20 cards against 28 KB: docs/performance.md).
  '/api/food/vendors?menu_size=4',
  '/api/food/vendors?q=jollof&menu_size=4',
  '/api/products',
  '/api/products?category=Electronics',
  '/api/products?q=speaker',
  '/api/products?page=8',
];

/** The deep page at the large volume. */
export const deepPage = (path) => path.replace('page=8', 'page=400');
