import type { EntityManager } from 'typeorm';
import type { User } from '../../modules/users/entities/user.entity.js';
import type { Vendor } from '../../modules/vendors/entities/vendor.entity.js';
import type { DemoVendor } from './demo-data.js';
import { seedVendorDetails } from '../../modules/vendors/vendors.seeder.js';
import { seedServiceMarketplace } from '../../modules/service-marketplace/service-marketplace.seeder.js';

export interface SeedContext {
  customer: User;
  vendors: Array<{ demo: DemoVendor; user: User; vendor: Vendor }>;
}

/** A feature's part of the demo data; runs once, in the seed transaction, after users and vendors exist. */
export type Seeder = (manager: EntityManager, ctx: SeedContext) => Promise<void>;

/** Feature seeders, in order. Later issues add theirs here. */
export const SEEDERS: Array<{ name: string; run: Seeder }> = [
  // First: later seeders may build on the vendors' category details (e.g. service pricings).
  { name: 'vendor category details and approved KYC', run: seedVendorDetails },
  { name: 'general-service pricings and more live service vendors', run: seedServiceMarketplace },
];
