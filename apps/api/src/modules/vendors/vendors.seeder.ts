import type { EntityManager } from 'typeorm';
import type { VendorCategory } from '@oja/shared';
import type { SeedContext } from '../../database/seed/seeders.js';
import type { DemoVendor } from '../../database/seed/demo-data.js';
import { categoryDetails } from './category-details.js';

/** Category details (wire shape, as the setup forms send them) of each demo vendor. */
function demoDetails(d: DemoVendor, email: string): Record<VendorCategory, Record<string, unknown>> {
  return {
    mechanic: {
      workshop_name: d.businessName,
      services_offered: 'Engine diagnostics, brake repair, oil change, tyres, electrical faults, AC repair',
      location: d.address,
      contact_number: d.phone,
    },
    rider: { vehicle_type: 'bike', experience_years: 4 },
    product_vendor: {
      contact_person: d.name,
      store_address: d.address,
      store_phone: d.phone,
      store_email: email,
      store_description: 'Ankara fabrics, ready-to-wear and accessories, made in Ibadan.',
      logo: null,
    },
    service_apartment: {
      full_name: d.name,
      phone_number: d.phone,
      organization_name: d.businessName,
      organization_address: d.address,
      website: null,
      years_of_experience: 6,
    },
    service_vendor: {
      service_name: 'Home cleaning and fumigation',
      description: 'Deep cleaning, post-construction cleaning and fumigation for homes and offices.',
      location: d.address,
      phone: d.phone,
      email,
    },
    food_vendor: {
      restaurant_name: d.businessName,
      cuisine: 'Nigerian: jollof rice, pounded yam, egusi, pepper soup',
      address: d.address,
      phone: d.phone,
      opening_hours: 'Open 24 hours, 7 days',
      logo: null,
    },
  };
}

/**
 * Demo data of the vendors module: category details of each demo vendor (approved KYC: kyc/kyc.seeder.ts).
 * Details another module keeps (category-details.ts) are added only when that module is loaded.
 */
export async function seedVendorDetails(manager: EntityManager, ctx: SeedContext): Promise<void> {
  for (const { demo, user, vendor } of ctx.vendors) {
    const def = categoryDetails(vendor.category);
    if (!def) continue;
    await manager.insert(def.entity, { vendorId: vendor.id, ...(def.toEntity(demoDetails(demo, user.email)[vendor.category]) as object) } as never);
  }
}
