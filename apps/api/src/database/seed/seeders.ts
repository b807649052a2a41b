import type { EntityManager } from 'typeorm';
import type { VendorCategory } from '@oja/shared';
import type { DemoVendor } from './demo-data.js';

/** The demo rows a feature seeder builds on; the User and Vendor entities satisfy these shapes. */
export interface SeedUser {
  id: number;
  name: string;
  email: string;
  phone: string;
}
export interface SeedVendor {
  id: number;
  userId: number;
  category: VendorCategory;
  vendorType: 'individual' | 'business';
}

/** Where a seeder stores generated files (the app's StorageService satisfies it). */
export interface SeedStorage {
  put(folder: string, ext: string, body: Buffer, contentType: string): Promise<string>;
}

/** What the demo seed (modules/demo-seed) hands each feature seeder: the demo customer and the demo vendors it created. */
export interface SeedContext {
  customer: SeedUser;
  vendors: Array<{ demo: DemoVendor; user: SeedUser; vendor: SeedVendor }>;
  /** Uploads storage, for seeders that make files (listing photos). */
  storage?: SeedStorage;
}

/** A feature's part of the demo data; runs once, in the seed transaction, after users and vendors exist. */
export type Seeder = (manager: EntityManager, ctx: SeedContext) => Promise<void>;
