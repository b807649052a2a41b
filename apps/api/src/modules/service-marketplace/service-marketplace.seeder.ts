import type { EntityManager } from 'typeorm';
import { nairaToKobo } from '@oja/shared';
import type { SeedContext } from '../../database/seed/seeders.js';
import { DEMO_PASSWORD_VENDOR } from '../../database/seed/demo-data.js';
import { hashPassword } from '../../common/passwords.js';
import { insertUser } from '../users/user-rows.js';
import { insertVendor } from '../vendors/vendor-rows.js';
import { ServicePricing } from './entities/service-pricing.entity.js';
import { ServiceVendor } from './entities/service-vendor.entity.js';

type PricingSeed = [title: string, description: string, naira: number];

const DEMO_PRICINGS: PricingSeed[] = [
  ['Standard home cleaning (2-bedroom)', 'Sweeping, mopping, dusting, kitchen and bathrooms.', 25_000],
  ['Deep cleaning', 'Top-to-bottom clean including cabinets, windows and upholstery.', 45_000],
  ['Fumigation', 'Pest control treatment for homes and offices, safe for children after 4 hours.', 30_000],
  ['Post-construction cleaning', 'Removal of dust, paint and debris after building work.', 80_000],
];

/** More live general-service vendors, so the directory and its category filters have something to show. */
const MORE_VENDORS: Array<{
  name: string;
  email: string;
  phone: string;
  businessName: string;
  serviceName: string;
  description: string;
  location: string;
  pricings: PricingSeed[];
}> = [
  {
    name: 'Kunle Adewale',
    email: 'plumber.lagos@oja.test',
    phone: '+2348021112233',
    businessName: 'Adewale Plumbing Works',
    serviceName: 'Plumbing and water systems',
    description: 'Leak repair, pipe replacement, borehole pumps and bathroom fittings.',
    location: '12 Adeniran Ogunsanya Street, Surulere, Lagos',
    pricings: [
      ['Leak repair', 'Find and fix a leaking pipe or tap.', 8_000],
      ['Toilet installation', 'Supply not included.', 15_000],
      ['Water heater installation', 'Wall-mounted heaters up to 50 litres.', 20_000],
    ],
  },
  {
    name: 'Halima Yusuf',
    email: 'electrician.abuja@oja.test',
    phone: '+2348033344455',
    businessName: 'Brightwire Electricals',
    serviceName: 'Electrical wiring and solar',
    description: 'House wiring, fault finding, inverter and solar panel installation.',
    location: 'Plot 5, Gimbiya Street, Garki, Abuja',
    pricings: [
      ['Fault finding and repair', 'Sockets, switches, tripping breakers.', 10_000],
      ['Inverter installation', '3.5 kVA inverter with batteries (labour only).', 35_000],
      ['Full house rewiring (3-bedroom)', 'Labour; materials quoted separately.', 150_000],
    ],
  },
  {
    name: 'Segun Oladipo',
    email: 'repairs.ibadan@oja.test',
    phone: '+2348044455566',
    businessName: 'Oladipo Appliance Care',
    serviceName: 'AC and appliance repair',
    description: 'Air conditioner servicing, fridge and washing machine repair.',
    location: '3 Bodija Market Road, Ibadan',
    pricings: [
      ['AC servicing', 'Gas top-up and coil service for one split unit.', 12_000],
      ['Fridge repair', 'Diagnosis and repair; parts extra.', 15_000],
    ],
  },
];

async function addPricings(manager: EntityManager, serviceVendorId: number, pricings: PricingSeed[]) {
  await manager.insert(
    ServicePricing,
    pricings.map(([title, description, naira]) => ({ serviceVendorId, title, description, priceKobo: nairaToKobo(naira), deletedAt: null })),
  );
}

/** Demo data of general services: pricings for the demo service vendor, and three more live vendors in Lagos, Abuja and Ibadan. */
export async function seedServiceMarketplace(manager: EntityManager, ctx: SeedContext): Promise<void> {
  const demo = ctx.vendors.find((v) => v.vendor.category === 'service_vendor');
  if (demo) {
    let profile = await manager.findOneBy(ServiceVendor, { vendorId: demo.vendor.id });
    profile ??= await manager.save(
      manager.create(ServiceVendor, {
        vendorId: demo.vendor.id,
        serviceName: 'Home cleaning and fumigation',
        description: 'Deep cleaning, post-construction cleaning and fumigation for homes and offices.',
        location: demo.demo.address,
        phone: demo.demo.phone,
        email: demo.user.email,
      }),
    );
    // Ratings come only from revealed reviews (the reviews demo seeder writes real ones).
    await manager.update(ServiceVendor, { id: profile.id }, { isFeatured: true });
    await addPricings(manager, profile.id, DEMO_PRICINGS);
  }
  const now = new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD_VENDOR);
  for (const v of MORE_VENDORS) {
    const user = await insertUser(manager, {
      name: v.name,
      email: v.email,
      phone: v.phone,
      passwordHash,
      userType: 'vendor',
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
    });
    const vendor = await insertVendor(manager, {
      userId: user.id,
      businessName: v.businessName,
      category: 'service_vendor',
      vendorType: 'business',
      verificationStatus: 'verified',
      isVerified: true,
      verifiedAt: now,
    });
    const profile = await manager.save(
      manager.create(ServiceVendor, {
        vendorId: vendor.id,
        serviceName: v.serviceName,
        description: v.description,
        location: v.location,
        phone: v.phone,
        email: v.email,
      }),
    );
    await addPricings(manager, profile.id, v.pricings);
  }
}
