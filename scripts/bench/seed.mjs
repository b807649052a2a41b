// Bulk rows for `pnpm bench`: live service vendors with pricings, live hosts with listings, live restaurants with
// dishes and live shops with products, in a few generate_series statements (the triggers of migration
// PublicListColumns fill the stored columns as the rows go in). Adds to what is there; call it again to grow the volumes.
import { createRequire } from 'node:module';

// The built shared rules (after `pnpm build`): a restaurant's hours as minutes of the week, as the API writes them.
const { openMinutesLiteral } = createRequire(import.meta.url)('../../packages/shared/dist/index.js');

const SERVICES = [
  [
    'Plumbing',
    'Leak repair and pipe installation',
    ['Leak repair', 'Toilet installation', 'Drain unblocking', 'Borehole pump servicing', 'Water heater fitting'],
  ],
  [
    'Electrical',
    'Wiring, sockets and inverter installation',
    ['House rewiring', 'Socket repair', 'Inverter installation', 'Solar panel setup', 'Lighting fitting'],
  ],
  ['Cleaning', 'Deep cleaning for homes and offices', ['Deep clean', 'Post-construction cleaning', 'Laundry', 'Fumigation', 'Office cleaning']],
  ['Painting', 'Interior and exterior painting', ['Room painting', 'Exterior walls', 'POP ceiling', 'Wallpaper', 'Screeding']],
  ['Carpentry', 'Furniture and doors', ['Door hanging', 'Wardrobe assembly', 'Kitchen cabinets', 'Bed frame repair', 'Shelving']],
];
const AREAS = [
  'Lekki, Lagos',
  'Yaba, Lagos',
  'Ikeja, Lagos',
  'Wuse, Abuja',
  'Garki, Abuja',
  'GRA, Port Harcourt',
  'Bodija, Ibadan',
  'Independence Layout, Enugu',
];
const lit = (a) => `ARRAY[${a.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * Users (already phone- and e-mail-verified; the password hash is a placeholder, nobody logs in) and their verified
 * vendors: the users' name, e-mail and phone prefixes, then the first and the rest as [how many, business-name word,
 * category]; `tagged`: the run's tag also in the business names.
 */
async function benchVendors(client, tag, [name, email, phone], [firstCount, firstWord, firstCategory], [restCount, restWord, restCategory], tagged = false) {
  await client.query(
    `INSERT INTO users (name, email, phone, password_hash, user_type, email_verified_at, phone_verified_at)
     SELECT '${name}' || g, '${email}' || $1 || '.' || g || '@example.com', '${phone}' || lpad((m.top + g)::text, 8, '0'), 'x', 'vendor', now(), now()
       FROM generate_series(1, $2::int) g, (SELECT coalesce(max(id), 0) AS top FROM users) m`,
    [tag, firstCount + restCount],
  );
  await client.query(
    `INSERT INTO vendors (user_id, business_name, category, verification_status, is_verified, created_at)
     SELECT u.id, 'Bench ' || CASE WHEN n <= $2 THEN '${firstWord}' ELSE '${restWord}' END || ${tagged ? "$1 || ' ' || " : ''}n,
            CASE WHEN n <= $2 THEN '${firstCategory}' ELSE '${restCategory}' END, 'verified', true, now() - (n || ' minutes')::interval
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE '${email}' || $1 || '.%') u`,
    [tag, firstCount],
  );
}

/** Adds `vendors` live service vendors × `pricingsPer` pricings, and `hosts` live hosts × `listingsPer` listings. */
export async function seedVolumes(client, { vendors, pricingsPer = 5, hosts, listingsPer = 50, tag = Date.now().toString(36) }) {
  const t0 = Date.now();
  await client.query('BEGIN');
  await benchVendors(client, tag, ['Bench Vendor ', 'bench.', '+23480'], [vendors, 'Services ', 'service_vendor'], [hosts, 'Stays ', 'service_apartment']);
  await client.query(
    `INSERT INTO service_vendors (vendor_id, service_name, description, location, rating, is_featured)
     SELECT v.id, (${lit(SERVICES.map((s) => s[0]))})[1 + n % 5] || ' by ' || v.business_name, (${lit(SERVICES.map((s) => s[1]))})[1 + n % 5],
            (${lit(AREAS)})[1 + n % ${AREAS.length}], round((n % 50) / 10.0, 1), n % 97 = 0
       FROM (SELECT id, business_name, row_number() OVER (ORDER BY id) AS n FROM vendors WHERE business_name LIKE 'Bench Services %' AND NOT EXISTS (SELECT 1 FROM service_vendors s WHERE s.vendor_id = vendors.id)) v`,
  );
  const titles = SERVICES.flatMap((s) => s[2]);
  await client.query(
    `INSERT INTO service_pricings (service_vendor_id, title, description, price_kobo)
     SELECT sv.id, (${lit(titles)})[1 + ((sv.id % 5) * 5 + k - 1) % ${titles.length}], 'Standard job', (5000 + (sv.id * 37 + k * 1000) % 95000) * 100
       FROM service_vendors sv CROSS JOIN generate_series(1, $1::int) k
      WHERE NOT EXISTS (SELECT 1 FROM service_pricings p WHERE p.service_vendor_id = sv.id)`,
    [pricingsPer],
  );
  await client.query(
    `INSERT INTO apartment_listings (vendor_id, title, type, description, location, price_per_night_kobo, max_guests, bedrooms, bathrooms, amenities, images, is_verified, created_at)
     SELECT v.id, (ARRAY['Cosy studio','Family flat','Penthouse','Garden suite','Budget room'])[1 + (v.id + k) % 5] || ' ' || k,
            (ARRAY['hotel','hostel','shortlet'])[1 + k % 3], 'Clean, quiet and close to the main road.', (${lit(AREAS)})[1 + (v.id + k) % ${AREAS.length}],
            (15000 + (k * 977) % 85000) * 100, 1 + k % 8, k % 4, 1 + k % 3, '["wifi","parking"]'::jsonb, '[]'::jsonb, k % 3 = 0, now() - (k || ' hours')::interval
       FROM vendors v CROSS JOIN generate_series(1, $1::int) k
      WHERE v.business_name LIKE 'Bench Stays %' AND NOT EXISTS (SELECT 1 FROM apartment_listings l WHERE l.vendor_id = v.id)`,
    [listingsPer],
  );
  await client.query('COMMIT');
  await client.query('VACUUM ANALYZE users, vendors, service_vendors, service_pricings, apartment_listings');
  const counts = (
    await client.query(
      `SELECT (SELECT count(*) FROM vendors WHERE live)::int AS live_vendors, (SELECT count(*) FROM service_vendors WHERE live)::int AS service_vendors,
            (SELECT count(*) FROM service_pricings)::int AS pricings, (SELECT count(*) FROM apartment_listings)::int AS listings`,
    )
  ).rows[0];
  return { ...counts, seconds: (Date.now() - t0) / 1000 };
}

const DISHES = [
  ['Jollof rice', 'Local Dishes'],
  ['Egusi soup and pounded yam', 'Local Dishes'],
  ['Suya platter', 'Fast Food'],
  ['Chicken shawarma', 'Fast Food'],
  ['Zobo', 'Drinks'],
  ['Chapman', 'Drinks'],
  ['Puff-puff', 'Desserts'],
  ['Chin chin', 'Desserts'],
];
const PRODUCTS = [
  ['Power bank 20000mAh', 'Electronics'],
  ['Ankara shirt', 'Fashion'],
  ['Rechargeable fan', 'Home & Garden'],
  ['Things Fall Apart', 'Books'],
  ['Football boots', 'Sports'],
  ['Bluetooth speaker', 'Electronics'],
  ['Aso-oke cap', 'Fashion'],
];
// Most kitchens keep long hours; some close at night, so `open now` has something to decide.
const HOURS = ['24 hours', 'Mon-Sun 00:00-23:59', 'Mon-Sun 7am-11pm', 'Mon-Fri 8am-10pm, Sat-Sun 10am-11pm'];

/** Adds `restaurants` live food vendors × `dishesPer` dishes and `shops` live product vendors × `productsPer` products. */
export async function seedShops(client, { restaurants, dishesPer = 20, shops, productsPer = 50, tag = Date.now().toString(36) }) {
  const t0 = Date.now();
  await client.query('BEGIN');
  await benchVendors(client, tag, ['Bench Shop ', 'bench.shop.', '+23481'], [restaurants, 'Kitchen ', 'food_vendor'], [shops, 'Shop ', 'product_vendor'], true);
  await client.query(
    `INSERT INTO vendor_food_details (vendor_id, restaurant_name, cuisine, address, phone, opening_hours, open_minutes)
     SELECT v.id, 'Mama ' || v.id || ' Kitchen', (ARRAY['Nigerian','Yoruba','Igbo','Continental','Grills'])[1 + v.id % 5],
            (${lit(AREAS)})[1 + v.id % ${AREAS.length}], '+2348030000000', ($2::text[])[1 + v.id % ${HOURS.length}],
            ($3::int4multirange[])[1 + v.id % ${HOURS.length}]
       FROM vendors v WHERE v.business_name LIKE 'Bench Kitchen ' || $1 || ' %'`,
    [tag, HOURS, HOURS.map(openMinutesLiteral)],
  );
  await client.query(
    `INSERT INTO vendor_product_details (vendor_id, contact_person, store_address, store_phone, store_email, store_description)
     SELECT v.id, 'Bench Seller', (${lit(AREAS)})[1 + v.id % ${AREAS.length}], '+2348030000000', 'shop' || v.id || '@example.com', 'Everyday goods'
       FROM vendors v WHERE v.business_name LIKE 'Bench Shop ' || $1 || ' %'`,
    [tag],
  );
  const item = (list, profile, per, prefix, extra) =>
    client.query(
      `INSERT INTO catalogue_items (vendor_id, profile, name, description, price_kobo, category, status, stock, search_text)
       SELECT v.id, '${profile}', n.name, 'Freshly made', (500 + (v.id * 37 + k * 100) % 20000) * 100, n.category, ${extra},
              lower(n.name || ' Freshly made ' || n.category)
         FROM vendors v CROSS JOIN generate_series(1, $2::int) k
         CROSS JOIN LATERAL (SELECT (${lit(list.map((d) => d[0]))})[1 + (v.id + k) % ${list.length}] || ' ' || k AS name,
                                    (${lit(list.map((d) => d[1]))})[1 + (v.id + k) % ${list.length}] AS category) n
        WHERE v.business_name LIKE '${prefix} ' || $1 || ' %'`,
      [tag, per],
    );
  await item(DISHES, 'food', dishesPer, 'Bench Kitchen', `CASE WHEN k % 10 = 0 THEN 'out-of-stock' ELSE 'available' END, NULL`);
  await item(PRODUCTS, 'product', productsPer, 'Bench Shop', `'available', k % 40`);
  await client.query('COMMIT');
  await client.query('VACUUM ANALYZE users, vendors, vendor_food_details, vendor_product_details, catalogue_items, restaurant_search');
  const counts = (
    await client.query(
      `SELECT (SELECT count(*) FROM vendors WHERE live AND category = 'food_vendor')::int AS restaurants,
              (SELECT count(*) FROM vendors WHERE live AND category = 'product_vendor')::int AS shops,
              (SELECT count(*) FROM catalogue_items WHERE profile = 'food')::int AS dishes,
              (SELECT count(*) FROM catalogue_items WHERE profile = 'product')::int AS products`,
    )
  ).rows[0];
  return { ...counts, seconds: (Date.now() - t0) / 1000 };
}
