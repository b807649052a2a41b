import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { ENV, Env } from '../../config/env.js';
import { hashPassword } from '../../common/passwords.js';
import { DEMO_CUSTOMER, DEMO_PASSWORD_CUSTOMER, DEMO_PASSWORD_VENDOR, DEMO_VENDORS } from '../../database/seed/demo-data.js';
import type { SeedContext } from '../../database/seed/seeders.js';
import { countUsers, insertUser } from '../users/user-rows.js';
import { insertVendor } from '../vendors/vendor-rows.js';
import { AppSetting } from '../settings/app-setting.entity.js';
import { StorageService } from '../storage/storage.service.js';
import { ApartmentDemoStaysSeeder } from '../apartments/apartment-demo-stays.seeder.js';
import { ServiceOrderDemoSeeder } from '../service-marketplace/service-order-demo.seeder.js';
import { ReviewsDemoSeeder } from '../reviews/reviews-demo.seeder.js';
import { CartOrdersDemoSeeder } from '../cart-orders/cart-orders-demo.seeder.js';
import { SEEDERS } from './seeders.js';

const MARKER = 'demo_seed';

/** Seeds the demo data once (a marker row records it), on an empty database. */
@Injectable()
export class DemoSeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: Env,
    private readonly storage: StorageService,
    private readonly moduleRef: ModuleRef,
  ) {}

  async seedIfEmpty(): Promise<'seeded' | 'already' | 'skipped'> {
    if (!this.env.SEED_DEMO) return 'skipped';
    const [customerHash, vendorHash] = await Promise.all([hashPassword(DEMO_PASSWORD_CUSTOMER), hashPassword(DEMO_PASSWORD_VENDOR)]);
    return this.dataSource.transaction(async (manager) => {
      // One seeder at a time, across processes.
      await manager.query('select pg_advisory_xact_lock(hashtext($1))', [MARKER]);
      if (await manager.existsBy(AppSetting, { key: MARKER })) return 'already';
      if ((await countUsers(manager)) > 0) {
        await manager.insert(AppSetting, { key: MARKER, value: { skipped: 'database not empty', at: new Date().toISOString() } });
        return 'skipped';
      }
      const now = new Date();
      const customer = await insertUser(manager, { ...DEMO_CUSTOMER, passwordHash: customerHash, userType: 'user', emailVerifiedAt: now });
      const ctx: SeedContext = { customer, vendors: [], storage: this.storage };
      for (const demo of DEMO_VENDORS) {
        const user = await insertUser(manager, {
          name: demo.name,
          email: demo.email,
          phone: demo.phone,
          passwordHash: vendorHash,
          userType: 'vendor',
          emailVerifiedAt: now,
          phoneVerifiedAt: now,
        });
        const vendor = await insertVendor(manager, {
          userId: user.id,
          businessName: demo.businessName,
          category: demo.category,
          vendorType: demo.vendorType,
          verificationStatus: 'verified',
          isVerified: true,
        });
        user.vendor = vendor;
        ctx.vendors.push({ demo, user, vendor });
      }
      for (const seeder of SEEDERS) {
        await seeder.run(manager, ctx);
        this.logger.log(`seeded ${seeder.name}`);
      }
      // Stays in later states go through the booking lifecycle itself (escrow, ledger, timeline), in this transaction.
      await this.moduleRef.get(ApartmentDemoStaysSeeder, { strict: false }).run(manager, ctx);
      this.logger.log('seeded apartment stays through the lifecycle (approved, paid, checked out, completed)');
      const released = await this.moduleRef.get(ServiceOrderDemoSeeder, { strict: false }).run(manager, ctx);
      this.logger.log('seeded completed service orders through the lifecycle');
      // The demo restaurant's menu and the demo seller's catalogue, and the customer's food and shop orders in several states.
      await this.moduleRef.get(CartOrdersDemoSeeder, { strict: false }).run(manager, ctx);
      this.logger.log('seeded menus, products and food and shop orders through the lifecycle');
      // Both sides review the released orders and the completed stay, through the reviews service (revealed; ratings stored).
      await this.moduleRef.get(ReviewsDemoSeeder, { strict: false }).run(manager, customer.id, [{ kind: 'service_order', ids: released }]);
      this.logger.log('seeded revealed reviews of completed orders and stays');
      await manager.insert(AppSetting, { key: MARKER, value: { at: new Date().toISOString() } });
      this.logger.log(`demo data seeded: 1 customer, ${DEMO_VENDORS.length} live vendors`);
      return 'seeded';
    });
  }
}
