import type { VendorCategory } from '@oja/shared';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { ApartmentDetails } from './entities/apartment-details.entity.js';
import { FoodDetails } from './entities/food-details.entity.js';
import { MechanicDetails } from './entities/mechanic-details.entity.js';
import { ProductDetails } from './entities/product-details.entity.js';
import { RiderDetails } from './entities/rider-details.entity.js';
import type { ApartmentSetupDto, FoodSetupDto, MechanicSetupDto, ProductSetupDto, RiderSetupDto } from './dto/setup.dto.js';

/** Where a category keeps its details and how they map between wire and entity. */
export interface CategoryDetails<D, E> {
  entity: EntityTarget<E & ObjectLiteral>;
  label: string;
  toEntity(dto: D): Partial<E>;
  present(e: E): Record<string, unknown>;
}

const def = <D, E>(c: CategoryDetails<D, E>) => c as unknown as CategoryDetails<unknown, unknown>;

/** The categories whose details the vendors module keeps in its own tables. */
const OWN_DETAILS: Partial<Record<VendorCategory, CategoryDetails<unknown, unknown>>> = {
  mechanic: def<MechanicSetupDto, MechanicDetails>({
    entity: MechanicDetails,
    label: 'mechanic',
    toEntity: (d) => ({ workshopName: d.workshop_name, servicesOffered: d.services_offered, location: d.location, contactNumber: d.contact_number }),
    present: (e) => ({ workshop_name: e.workshopName, services_offered: e.servicesOffered, location: e.location, contact_number: e.contactNumber }),
  }),
  rider: def<RiderSetupDto, RiderDetails>({
    entity: RiderDetails,
    label: 'rider',
    toEntity: (d) => ({ vehicleType: d.vehicle_type, experienceYears: d.experience_years }),
    present: (e) => ({ vehicle_type: e.vehicleType, experience_years: e.experienceYears }),
  }),
  product_vendor: def<ProductSetupDto, ProductDetails>({
    entity: ProductDetails,
    label: 'product',
    toEntity: (d) => ({
      contactPerson: d.contact_person,
      storeAddress: d.store_address,
      storePhone: d.store_phone,
      storeEmail: d.store_email,
      storeDescription: d.store_description,
      logo: d.logo ?? null,
    }),
    present: (e) => ({
      contact_person: e.contactPerson,
      store_address: e.storeAddress,
      store_phone: e.storePhone,
      store_email: e.storeEmail,
      store_description: e.storeDescription,
      logo: e.logo,
    }),
  }),
  service_apartment: def<ApartmentSetupDto, ApartmentDetails>({
    entity: ApartmentDetails,
    label: 'service apartment',
    toEntity: (d) => ({
      fullName: d.full_name,
      phoneNumber: d.phone_number,
      organizationName: d.organization_name,
      organizationAddress: d.organization_address,
      website: d.website ?? null,
      yearsOfExperience: d.years_of_experience,
    }),
    present: (e) => ({
      full_name: e.fullName,
      phone_number: e.phoneNumber,
      organization_name: e.organizationName,
      organization_address: e.organizationAddress,
      website: e.website,
      years_of_experience: e.yearsOfExperience,
    }),
  }),
  food_vendor: def<FoodSetupDto, FoodDetails>({
    entity: FoodDetails,
    label: 'food',
    toEntity: (d) => ({
      restaurantName: d.restaurant_name,
      cuisine: d.cuisine,
      address: d.address,
      phone: d.phone,
      openingHours: d.opening_hours,
      logo: d.logo ?? null,
    }),
    present: (e) => ({
      restaurant_name: e.restaurantName,
      cuisine: e.cuisine,
      address: e.address,
      phone: e.phone,
      opening_hours: e.openingHours,
      logo: e.logo,
    }),
  }),
};

/**
 * Categories whose details another module keeps in its own table (general services keep theirs as the vendor's
 * public profile, in their own module). That module imports vendors, so vendors cannot import it: it
 * provides them here when it starts (its module's onModuleInit), and setup and reads go through them.
 */
const provided = new Map<VendorCategory, CategoryDetails<unknown, unknown>>();

/** Called by the module that owns a category's details table; the vendors module's own categories cannot be replaced. */
export function provideCategoryDetails<D, E>(category: VendorCategory, details: CategoryDetails<D, E>): void {
  if (OWN_DETAILS[category]) throw new Error(`The details of vendor category "${category}" are kept by the vendors module`);
  provided.set(category, def(details));
}

/** A category's details, or undefined when the module that keeps them is not loaded. */
export const categoryDetails = (category: VendorCategory): CategoryDetails<unknown, unknown> | undefined => OWN_DETAILS[category] ?? provided.get(category);

/** A category's details; a category nobody keeps is a programming error, named. */
export function requireCategoryDetails(category: VendorCategory): CategoryDetails<unknown, unknown> {
  const found = categoryDetails(category);
  if (!found) throw new Error(`No module keeps the details of vendor category "${category}" (provideCategoryDetails)`);
  return found;
}
