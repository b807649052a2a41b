import type { Seeder } from '../../database/seed/seeders.js';
import { seedVendorDetails } from '../vendors/vendors.seeder.js';
import { seedApprovedKyc } from '../kyc/kyc.seeder.js';
import { seedServiceMarketplace } from '../service-marketplace/service-marketplace.seeder.js';
import { seedApartments } from '../apartments/apartments.seeder.js';

/** Feature seeders, in order. Later issues add theirs here. */
export const SEEDERS: Array<{ name: string; run: Seeder }> = [
  // First: later seeders may build on the vendors' category details (e.g. service pricings).
  { name: 'vendor category details', run: seedVendorDetails },
  { name: 'approved KYC', run: seedApprovedKyc },
  { name: 'general-service pricings and more live service vendors', run: seedServiceMarketplace },
  { name: 'apartment listings with photos, a second live host, and booking requests', run: seedApartments },
];
