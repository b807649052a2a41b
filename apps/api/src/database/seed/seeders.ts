import type { EntityManager } from 'typeorm';
import type { User } from '../../modules/users/entities/user.entity.js';
import type { Vendor } from '../../modules/vendors/entities/vendor.entity.js';
import type { DemoVendor } from './demo-data.js';

export interface SeedContext {
  customer: User;
  vendors: Array<{ demo: DemoVendor; user: User; vendor: Vendor }>;
}

/** A feature's part of the demo data; runs once, in the seed transaction, after users and vendors exist. */
export type Seeder = (manager: EntityManager, ctx: SeedContext) => Promise<void>;

/** Feature seeders, in order. Later issues add theirs here. */
export const SEEDERS: Array<{ name: string; run: Seeder }> = [];
