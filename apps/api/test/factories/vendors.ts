import type { TestApp } from '../utils/app.js';
import { signUpAndLogin } from './users.js';

export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const PDF_MIN = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Category details that pass validation, by setup segment. */
export const VALID_DETAILS: Record<string, Record<string, unknown>> = {
  mechanic: { workshop_name: 'Emeka Auto', services_offered: 'Brakes, engine', location: 'Enugu', contact_number: '08031234567' },
  rider: { vehicle_type: 'bike', experience_years: 3 },
  product: {
    contact_person: 'Funke',
    store_address: '22 Ring Road, Ibadan',
    store_phone: '08031234567',
    store_email: 'shop@example.com',
    store_description: 'Fabrics',
    logo: 'https://example.com/logo.png',
  },
  apartment: {
    full_name: 'Tonye Briggs',
    phone_number: '08031234567',
    organization_name: 'GC Shortlets',
    organization_address: 'GRA, Port Harcourt',
    website: 'https://gc.example.com',
    years_of_experience: 5,
  },
  service: { service_name: 'Cleaning', description: 'Deep cleaning', location: 'Lekki', phone: '08031234567', email: 'clean@example.com' },
  food: {
    restaurant_name: "Mama Ngozi's",
    cuisine: 'Nigerian',
    address: 'Allen Avenue, Ikeja',
    phone: '08031234567',
    opening_hours: 'Mon–Sat 8am–10pm',
    logo: '',
  },
};

export const SEGMENT_CATEGORY: Record<string, string> = {
  mechanic: 'mechanic',
  rider: 'rider',
  product: 'product_vendor',
  apartment: 'service_apartment',
  service: 'service_vendor',
  food: 'food_vendor',
};

export interface TestVendor {
  auth: { Authorization: string };
  token: string;
  userId: number;
  vendorId: number;
  email: string;
  phone: string;
  businessName: string;
}

/**
 * A vendor account with its business registered. `phoneVerified` / `live` shortcut compliance through the
 * database (the compliance suite tests the real flow).
 */
export async function newVendor(
  t: TestApp,
  opts: { category?: string; vendorType?: 'individual' | 'business'; businessName?: string; phoneVerified?: boolean; live?: boolean } = {},
): Promise<TestVendor> {
  const { auth, token, user, account } = await signUpAndLogin(t, { user_type: 'vendor' });
  const businessName = opts.businessName ?? `Biz ${account.email.split('@')[0]}`;
  const reg = await t.http
    .post('/api/vendor/register')
    .set(auth)
    .send({ vendor_type: opts.vendorType ?? 'individual', business_name: businessName, category: opts.category ?? 'mechanic' });
  if (reg.status !== 201) throw new Error(`vendor register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  if (opts.phoneVerified || opts.live) await t.ds.query('update users set phone_verified_at = now() where id = $1', [user.id]);
  if (opts.live)
    await t.ds.query(`update vendors set is_verified = true, verification_status = 'verified', verified_at = now() where id = $1`, [reg.body.vendor.id]);
  return { auth, token, userId: user.id, vendorId: reg.body.vendor.id, email: account.email, phone: user.phone, businessName };
}
