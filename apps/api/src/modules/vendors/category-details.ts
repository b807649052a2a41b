import type { VendorCategory } from '@oja/shared';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
// Type only: service-marketplace imports vendors, so its entity is named, not imported (no module cycle).
import type { ServiceVendor } from '../service-marketplace/entities/service-vendor.entity.js';
import { ApartmentDetails } from './entities/apartment-details.entity.js';
import { FoodDetails } from './entities/food-details.entity.js';
import { MechanicDetails } from './entities/mechanic-details.entity.js';
import { ProductDetails } from './entities/product-details.entity.js';
import { RiderDetails } from './entities/rider-details.entity.js';
import type { ApartmentSetupDto, FoodSetupDto, MechanicSetupDto, ProductSetupDto, RiderSetupDto, ServiceSetupDto } from './dto/setup.dto.js';

/**
 * Where each category keeps its details (spec 000 §3) and how they map between wire and entity.
 * General-service details are the service vendor's public profile (`service_vendors`, read by the
 * service-marketplace module), so setup writes there.
 */
interface CategoryDetails<D, E> {
  entity: EntityTarget<E & ObjectLiteral>;
  label: string;
  toEntity(dto: D): Partial<E>;
  present(e: E): Record<string, unknown>;
}

const def = <D, E>(c: CategoryDetails<D, E>) => c as unknown as CategoryDetails<unknown, unknown>;

export const CATEGORY_DETAILS: Record<VendorCategory, CategoryDetails<unknown, unknown>> = {
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
    toEntity: (d) => ({ contactPerson: d.contact_person, storeAddress: d.store_address, storePhone: d.store_phone, storeEmail: d.store_email, storeDescription: d.store_description, logo: d.logo ?? null }),
    present: (e) => ({ contact_person: e.contactPerson, store_address: e.storeAddress, store_phone: e.storePhone, store_email: e.storeEmail, store_description: e.storeDescription, logo: e.logo }),
  }),
  service_apartment: def<ApartmentSetupDto, ApartmentDetails>({
    entity: ApartmentDetails,
    label: 'service apartment',
    toEntity: (d) => ({ fullName: d.full_name, phoneNumber: d.phone_number, organizationName: d.organization_name, organizationAddress: d.organization_address, website: d.website ?? null, yearsOfExperience: d.years_of_experience }),
    present: (e) => ({ full_name: e.fullName, phone_number: e.phoneNumber, organization_name: e.organizationName, organization_address: e.organizationAddress, website: e.website, years_of_experience: e.yearsOfExperience }),
  }),
  service_vendor: def<ServiceSetupDto, ServiceVendor>({
    entity: 'ServiceVendor',
    label: 'service',
    toEntity: (d) => ({ serviceName: d.service_name, description: d.description, location: d.location, phone: d.phone, email: d.email }),
    present: (e) => ({ service_name: e.serviceName, description: e.description, location: e.location, phone: e.phone, email: e.email }),
  }),
  food_vendor: def<FoodSetupDto, FoodDetails>({
    entity: FoodDetails,
    label: 'food',
    toEntity: (d) => ({ restaurantName: d.restaurant_name, cuisine: d.cuisine, address: d.address, phone: d.phone, openingHours: d.opening_hours, logo: d.logo ?? null }),
    present: (e) => ({ restaurant_name: e.restaurantName, cuisine: e.cuisine, address: e.address, phone: e.phone, opening_hours: e.openingHours, logo: e.logo }),
  }),
};
