import type { EntityManager } from 'typeorm';
import sharp from 'sharp';
import { bookingTotalKobo, DAY_MS, lagosDayNumber, nairaToKobo } from '@oja/shared';
import type { SeedContext, SeedStorage } from '../../database/seed/seeders.js';
import { DEMO_PASSWORD_VENDOR } from '../../database/seed/demo-data.js';
import { hashPassword } from '../../common/passwords.js';
import { insertUser } from '../users/user-rows.js';
import { insertVendor } from '../vendors/vendor-rows.js';
import { ApartmentListing, type ListingImage, type ListingType } from './entities/apartment-listing.entity.js';
import { ApartmentBooking } from './entities/apartment-booking.entity.js';
import { recordBookingEvent } from './create-apartment-booking.js';
import { seedPhoto } from '../photos/photos.service.js';

interface ListingSeed {
  title: string;
  type: ListingType;
  location: string;
  description: string;
  naira: number;
  maxGuests: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  amenities: string[];
  verified: boolean;
  /** Two colours of the generated photo, and a motif. */
  palette: [string, string];
}

const FIRST_HOST: ListingSeed[] = [
  {
    title: 'GRA Garden Shortlet',
    type: 'shortlet',
    location: 'GRA Phase 2, Port Harcourt',
    description: 'Quiet two-bedroom flat with a garden, 24-hour power from solar and inverter, secure parking.',
    naira: 35_000,
    maxGuests: 4,
    bedrooms: 2,
    bathrooms: 2,
    amenities: ['WiFi', 'Air Conditioning', 'Kitchen', 'Parking', 'Inverter'],
    verified: true,
    palette: ['#1f7a4d', '#a7e3c4'],
  },
  {
    title: 'Trans-Amadi Business Suite',
    type: 'hotel',
    location: 'Trans-Amadi, Port Harcourt',
    description: 'Hotel suite close to the industrial layout, with breakfast and airport pickup on request.',
    naira: 48_000,
    maxGuests: 2,
    bedrooms: 1,
    bathrooms: 1,
    amenities: ['WiFi', 'Breakfast', 'Air Conditioning', 'Gym'],
    verified: true,
    palette: ['#283b6a', '#9bb3e8'],
  },
  {
    title: 'Lekki Phase 1 Studio',
    type: 'shortlet',
    location: 'Admiralty Way, Lekki Phase 1, Lagos',
    description: 'Compact studio a short walk from Admiralty Way restaurants. Smart TV and fast WiFi.',
    naira: 28_000,
    maxGuests: 2,
    bedrooms: 1,
    bathrooms: 1,
    amenities: ['WiFi', 'Smart TV', 'Kitchen'],
    verified: false,
    palette: ['#b5532a', '#f6c9a4'],
  },
  {
    title: 'Yaba Student Hostel',
    type: 'hostel',
    location: 'Herbert Macaulay Way, Yaba, Lagos',
    description: 'Clean shared rooms near UNILAG and the Yaba tech hub; lockers and a study room.',
    naira: 7_500,
    maxGuests: 1,
    bedrooms: null,
    bathrooms: null,
    amenities: [],
    verified: false,
    palette: ['#6b3fa0', '#d5c2ef'],
  },
  {
    title: 'Old GRA Family Home',
    type: 'shortlet',
    location: 'Old GRA, Port Harcourt',
    description: 'Three-bedroom bungalow with a compound for children to play, generator and borehole.',
    naira: 55_000,
    maxGuests: 6,
    bedrooms: 3,
    bathrooms: 3,
    amenities: ['WiFi', 'Generator', 'Borehole', 'Parking', 'Kitchen'],
    verified: true,
    palette: ['#8a6d1d', '#f0dc9a'],
  },
];

const SECOND_HOST_ACCOUNT = { name: 'Aisha Bello', email: 'abuja.host@oja.test', phone: '+2348118889900', businessName: 'Capital Stays Abuja' };
const SECOND_HOST: ListingSeed[] = [
  {
    title: 'Maitama Luxury Apartment',
    type: 'shortlet',
    location: 'Maitama, Abuja',
    description: 'Serviced three-bedroom apartment with a pool, gym and 24-hour security in Maitama.',
    naira: 85_000,
    maxGuests: 6,
    bedrooms: 3,
    bathrooms: 3,
    amenities: ['WiFi', 'Pool', 'Gym', 'Air Conditioning', 'Parking', 'Security'],
    verified: true,
    palette: ['#0f5c6e', '#8fd3e0'],
  },
  {
    title: 'Wuse 2 City Hotel Room',
    type: 'hotel',
    location: 'Aminu Kano Crescent, Wuse 2, Abuja',
    description: 'Hotel room on Banex-Wuse axis, walking distance to restaurants and malls.',
    naira: 32_000,
    maxGuests: 2,
    bedrooms: 1,
    bathrooms: 1,
    amenities: ['WiFi', 'Breakfast', 'Room Service'],
    verified: true,
    palette: ['#7a1f3d', '#efa3bd'],
  },
  {
    title: 'Garki Budget Hostel',
    type: 'hostel',
    location: 'Area 11, Garki, Abuja',
    description: 'Affordable bunk beds for travellers and NYSC members passing through Abuja.',
    naira: 6_000,
    maxGuests: 1,
    bedrooms: null,
    bathrooms: null,
    amenities: ['WiFi', 'Lockers'],
    verified: false,
    palette: ['#3d5a1f', '#c4e39b'],
  },
  {
    title: 'Jabi Lake View Shortlet',
    type: 'shortlet',
    location: 'Jabi, Abuja',
    description: 'Two-bedroom flat overlooking Jabi Lake, close to the mall. Self check-in.',
    naira: 42_000,
    maxGuests: 4,
    bedrooms: 2,
    bathrooms: 2,
    amenities: ['WiFi', 'Air Conditioning', 'Kitchen', 'Balcony'],
    verified: false,
    palette: ['#1d4e89', '#a9cbf2'],
  },
];

/** A simple generated picture (sky gradient, a house shape, the title's initial): no image is hot-linked. */
async function demoPicture(seed: ListingSeed): Promise<Buffer> {
  const [dark, light] = seed.palette;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1066" viewBox="0 0 1600 1066">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    <rect width="1600" height="1066" fill="url(#g)"/>
    <rect x="0" y="820" width="1600" height="246" fill="${dark}" opacity="0.6"/>
    <polygon points="520,520 800,300 1080,520" fill="#ffffff" opacity="0.9"/>
    <rect x="580" y="520" width="440" height="300" fill="#ffffff" opacity="0.85"/>
    <rect x="760" y="640" width="80" height="180" fill="${dark}"/>
    <rect x="630" y="580" width="90" height="80" fill="${light}"/><rect x="880" y="580" width="90" height="80" fill="${light}"/>
    <circle cx="1320" cy="200" r="90" fill="#fff6c8" opacity="0.9"/>
  </svg>`;
  // A JPEG, as a phone would upload, so the seed goes through the same re-encoding as a real upload.
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function seedListingPhoto(manager: EntityManager, storage: SeedStorage, vendorId: number, seed: ListingSeed): Promise<ListingImage> {
  const photo = await seedPhoto(manager, storage, vendorId, await demoPicture(seed));
  return {
    url: `/uploads/${photo.mainKey}`,
    photo_id: photo.id,
    storage_key: photo.mainKey,
    variants: photo.variants,
    width: photo.width,
    height: photo.height,
  };
}

async function addListings(manager: EntityManager, storage: SeedStorage | undefined, vendorId: number, seeds: ListingSeed[]) {
  const out: ApartmentListing[] = [];
  for (const s of seeds) {
    const images = storage ? [await seedListingPhoto(manager, storage, vendorId, s)] : [];
    out.push(
      await manager.save(
        manager.create(ApartmentListing, {
          vendorId,
          title: s.title,
          type: s.type,
          description: s.description,
          location: s.location,
          pricePerNightKobo: nairaToKobo(s.naira),
          maxGuests: s.maxGuests,
          bedrooms: s.bedrooms,
          bathrooms: s.bathrooms,
          amenities: s.amenities,
          images,
          isVerified: s.verified,
          status: 'active',
        }),
      ),
    );
  }
  return out;
}

const dayString = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Demo data of apartments: listings of the demo host (Port Harcourt, Lagos) and of a second live host
 * (Abuja), each with a photo generated now and stored like an upload; and the demo customer's booking
 * requests (pending and cancelled). Paid and later states move escrow money, so the lifecycle seeds those.
 */
export async function seedApartments(manager: EntityManager, ctx: SeedContext): Promise<void> {
  const host = ctx.vendors.find((v) => v.vendor.category === 'service_apartment');
  const first = host ? await addListings(manager, ctx.storage, host.vendor.id, FIRST_HOST) : [];

  const now = new Date();
  const user = await insertUser(manager, {
    ...SECOND_HOST_ACCOUNT,
    passwordHash: await hashPassword(DEMO_PASSWORD_VENDOR),
    userType: 'vendor',
    emailVerifiedAt: now,
    phoneVerifiedAt: now,
  });
  const vendor = await insertVendor(manager, {
    userId: user.id,
    businessName: SECOND_HOST_ACCOUNT.businessName,
    category: 'service_apartment',
    vendorType: 'business',
    verificationStatus: 'verified',
    isVerified: true,
    verifiedAt: now,
  });
  const second = await addListings(manager, ctx.storage, vendor.id, SECOND_HOST);

  const today = lagosDayNumber(now);
  const requests: Array<{ listing: ApartmentListing | undefined; inDays: number; nights: number; guests: number; cancelled?: boolean; notes?: string }> = [
    { listing: first[0], inDays: 10, nights: 3, guests: 2, notes: 'We will arrive in the evening, around 7pm.' },
    { listing: second[0], inDays: 21, nights: 2, guests: 4 },
    { listing: second[1], inDays: 5, nights: 1, guests: 1, cancelled: true, notes: 'Change of travel plans.' },
  ];
  for (const r of requests) {
    if (!r.listing) continue;
    const booking = await manager.save(
      manager.create(ApartmentBooking, {
        listingId: r.listing.id,
        userId: ctx.customer.id,
        vendorId: r.listing.vendorId,
        checkInDate: dayString(today + r.inDays),
        checkOutDate: dayString(today + r.inDays + r.nights),
        nights: r.nights,
        guests: r.guests,
        notes: r.notes ?? null,
        totalPriceKobo: bookingTotalKobo(r.listing.pricePerNightKobo, r.nights),
        status: r.cancelled ? 'cancelled' : 'pending',
        escrowStatus: 'none',
        cancelledAt: r.cancelled ? now : null,
        cancelledBy: r.cancelled ? 'customer' : null,
        cancelReason: r.cancelled ? (r.notes ?? null) : null,
      }),
    );
    await recordBookingEvent(manager, booking, { from: null, to: 'pending', actor: 'customer', actorId: ctx.customer.id, note: 'Booking requested' });
    if (r.cancelled)
      await recordBookingEvent(manager, booking, {
        event: 'CANCEL',
        from: 'pending',
        to: 'cancelled',
        actor: 'customer',
        actorId: ctx.customer.id,
        note: r.notes ?? null,
      });
  }
}
