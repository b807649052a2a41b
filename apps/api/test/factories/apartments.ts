import type { TestApp } from '../utils/app.js';
import { signUpAndLogin } from './users.js';

export type Auth = { Authorization: string };

export interface HostFixture {
  auth: Auth;
  userId: number;
  vendorId: number;
  businessName: string;
}

/** An apartment host (category service_apartment); compliance shortcut through the database. `live: false` leaves it in test mode. */
export async function newHost(t: TestApp, opts: { live?: boolean; category?: string } = {}): Promise<HostFixture> {
  const live = opts.live ?? true;
  const { auth, user, account } = await signUpAndLogin(t, { user_type: 'vendor' });
  const businessName = `Stays ${account.email.split('@')[0]}`;
  const [vendor] = await t.ds.query(
    `INSERT INTO vendors (user_id, vendor_type, business_name, category, verification_status, is_verified)
     VALUES ($1, 'business', $2, $3, $4, $5) RETURNING id`,
    [user.id, businessName, opts.category ?? 'service_apartment', live ? 'verified' : 'pending', live],
  );
  if (live) await t.ds.query('UPDATE users SET phone_verified_at = now(), email_verified_at = now() WHERE id = $1', [user.id]);
  return { auth, userId: user.id, vendorId: vendor.id, businessName };
}

export async function newGuest(t: TestApp) {
  const { auth, user, account } = await signUpAndLogin(t);
  await t.ds.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [user.id]);
  return { auth, userId: user.id as number, email: account.email, name: account.name, phone: user.phone as string };
}

export const validListing = (over: Record<string, unknown> = {}) => ({
  title: 'Lekki Ocean View',
  description: 'Two bedrooms by the beach',
  location: 'Lekki Phase 1, Lagos',
  price_per_night: 25000,
  type: 'shortlet',
  images: ['https://images.example.com/a.jpg'],
  max_guests: 4,
  bedrooms: 2,
  bathrooms: 2,
  amenities: ['WiFi', 'Pool'],
  ...over,
});

/** Creates a listing through the API and returns its wire form. */
export async function createListing(t: TestApp, host: HostFixture, over: Record<string, unknown> = {}) {
  const res = await t.http.post('/api/listings').set(host.auth).send(validListing(over));
  if (res.status !== 201) throw new Error(`create listing failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; title: string; price_per_night: string } & Record<string, unknown>;
}

/** 'YYYY-MM-DD' `days` from today in Lagos. */
export function lagosDay(days: number): string {
  const lagosNow = Date.now() + 3_600_000;
  return new Date(Math.floor(lagosNow / 86_400_000) * 86_400_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Inserts a booking directly (e.g. status 'processing' to hold dates without the lifecycle). */
export async function insertBooking(
  t: TestApp,
  b: { listingId: number; userId: number; vendorId: number; checkIn: string; checkOut: string; status?: string; totalKobo?: number; guests?: number },
): Promise<number> {
  const nights = Math.round((Date.parse(b.checkOut) - Date.parse(b.checkIn)) / 86_400_000);
  const [row] = await t.ds.query(
    `INSERT INTO apartment_bookings (listing_id, user_id, vendor_id, check_in_date, check_out_date, nights, guests, total_price_kobo, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [b.listingId, b.userId, b.vendorId, b.checkIn, b.checkOut, nights, b.guests ?? 2, b.totalKobo ?? nights * 2_500_000, b.status ?? 'processing'],
  );
  return row.id as number;
}
