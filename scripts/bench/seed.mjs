// Bulk rows for `pnpm bench`: live service vendors with pricings, live hosts with listings, in a few
// generate_series statements (the triggers of migration PublicListColumns fill the stored columns as the
// rows go in). Adds to what is there; call it again to grow the volumes.

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

/** Adds `vendors` live service vendors × `pricingsPer` pricings, and `hosts` live hosts × `listingsPer` listings. */
export async function seedVolumes(client, { vendors, pricingsPer = 5, hosts, listingsPer = 50, tag = Date.now().toString(36) }) {
  const t0 = Date.now();
  await client.query('BEGIN');
  // Users (already phone- and e-mail-verified) and their vendors; the password hash is a placeholder (nobody logs in).
  await client.query(
    `INSERT INTO users (name, email, phone, password_hash, user_type, email_verified_at, phone_verified_at)
     SELECT 'Bench Vendor ' || g, 'bench.' || $1 || '.' || g || '@example.com', '+23480' || lpad((m.top + g)::text, 8, '0'), 'x', 'vendor', now(), now()
       FROM generate_series(1, $2::int) g, (SELECT coalesce(max(id), 0) AS top FROM users) m`,
    [tag, vendors + hosts],
  );
  await client.query(
    `INSERT INTO vendors (user_id, business_name, category, verification_status, is_verified, created_at)
     SELECT u.id, 'Bench ' || CASE WHEN n <= $2 THEN 'Services ' ELSE 'Stays ' END || n,
            CASE WHEN n <= $2 THEN 'service_vendor' ELSE 'service_apartment' END, 'verified', true, now() - (n || ' minutes')::interval
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'bench.' || $1 || '.%') u`,
    [tag, vendors],
  );
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
