import { vendorAccessProblem, VENDOR_NOT_LIVE, VENDOR_NOT_REGISTERED, VENDOR_ONLY } from './vendor.guard.js';
import type { SignedInUser } from '../users/user.port.js';

type Over = Omit<Partial<SignedInUser>, 'vendor'> & { vendor?: Partial<NonNullable<SignedInUser['vendor']>> | null };
const user = (over: Over) => ({ userType: 'vendor', phoneVerifiedAt: null, ...over, vendor: over.vendor ?? null }) as unknown as SignedInUser;

describe('vendor route access', () => {
  it('needs a vendor account with a registered business', () => {
    expect(vendorAccessProblem(user({ userType: 'user' }))).toBe(VENDOR_ONLY);
    expect(vendorAccessProblem(user({}))).toBe(VENDOR_NOT_REGISTERED);
    expect(vendorAccessProblem(user({ vendor: { category: 'rider', isVerified: false } }))).toBeNull();
  });

  it('needs both a verified phone and approved KYC for live-only routes', () => {
    const opts = { live: true };
    expect(vendorAccessProblem(user({ vendor: { category: 'rider', isVerified: true } }), opts)).toBe(VENDOR_NOT_LIVE);
    expect(vendorAccessProblem(user({ phoneVerifiedAt: new Date(), vendor: { category: 'rider', isVerified: false } }), opts)).toBe(VENDOR_NOT_LIVE);
    expect(vendorAccessProblem(user({ phoneVerifiedAt: new Date(), vendor: { category: 'rider', isVerified: true } }), opts)).toBeNull();
  });

  it('keeps category routes to their categories', () => {
    const u = user({ phoneVerifiedAt: new Date(), vendor: { category: 'food_vendor', isVerified: true } });
    expect(vendorAccessProblem(u, { category: 'service_vendor' })).toBe('This area is for service vendors.');
    expect(vendorAccessProblem(u, { category: ['service_apartment', 'mechanic'] })).toBe('This area is for service apartment or mechanic vendors.');
    expect(vendorAccessProblem(u, { category: 'food_vendor', live: true })).toBeNull();
  });
});
