import type { VendorCategory } from '@oja/shared';

/** Demo logins, printed at start-up and listed in the README. */
export const DEMO_PASSWORD_CUSTOMER = 'Customer#2026';
export const DEMO_PASSWORD_VENDOR = 'Vendor#2026';

export const DEMO_CUSTOMER = { name: 'Chiamaka Obi', email: 'customer@oja.test', phone: '+2348031234567' };

export interface DemoVendor {
  category: VendorCategory;
  name: string;
  email: string;
  phone: string;
  businessName: string;
  vendorType: 'individual' | 'business';
  city: string;
  address: string;
}

export const DEMO_VENDORS: DemoVendor[] = [
  {
    category: 'mechanic',
    name: 'Emeka Nwosu',
    email: 'mechanic@oja.test',
    phone: '+2348052345678',
    businessName: 'Emeka Auto Clinic',
    vendorType: 'business',
    city: 'Enugu',
    address: '14 Ogui Road, Enugu',
  },
  {
    category: 'rider',
    name: 'Musa Ibrahim',
    email: 'rider@oja.test',
    phone: '+2348063456789',
    businessName: 'Musa Okada Rides',
    vendorType: 'individual',
    city: 'Abuja',
    address: 'Wuse Zone 4, Abuja',
  },
  {
    category: 'product_vendor',
    name: 'Funke Adeyemi',
    email: 'product.vendor@oja.test',
    phone: '+2348074567890',
    businessName: 'Funke Fashion House',
    vendorType: 'business',
    city: 'Ibadan',
    address: '22 Ring Road, Ibadan',
  },
  {
    category: 'service_apartment',
    name: 'Tonye Briggs',
    email: 'apartment.host@oja.test',
    phone: '+2348085678901',
    businessName: 'Garden City Shortlets',
    vendorType: 'business',
    city: 'Port Harcourt',
    address: '7 Aba Road, GRA Phase 2, Port Harcourt',
  },
  {
    category: 'service_vendor',
    name: 'Bola Ogunleye',
    email: 'service.vendor@oja.test',
    phone: '+2348096789012',
    businessName: 'Sparkle Home Services',
    vendorType: 'individual',
    city: 'Lagos',
    address: '3 Admiralty Way, Lekki Phase 1, Lagos',
  },
  {
    category: 'food_vendor',
    name: 'Ngozi Eze',
    email: 'food.vendor@oja.test',
    phone: '+2348107890123',
    businessName: "Mama Ngozi's Kitchen",
    vendorType: 'business',
    city: 'Lagos',
    address: '18 Allen Avenue, Ikeja, Lagos',
  },
];
