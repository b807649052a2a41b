import { openMinutesLiteral, type VendorCategory } from '@oja/shared';
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

/** `contact_person` → `contactPerson`: the entity property of a wire name. */
type Camel<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
const camel = (wire: string) => wire.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The details of a category kept in `entity`, whose properties are the `wire` names in camelCase (answered in this
 * order); a `nullable` field not sent is stored as null.
 */
function details<D, E extends { [K in W as Camel<K>]: unknown }, W extends keyof D & string = keyof D & string>(
  entity: EntityTarget<E & ObjectLiteral>,
  label: string,
  wire: W[],
  nullable: W[] = [],
): CategoryDetails<unknown, unknown> {
  return def<D, E>({
    entity,
    label,
    toEntity: (d) => Object.fromEntries(wire.map((w) => [camel(w), nullable.includes(w) ? (d[w] ?? null) : d[w]])) as Partial<E>,
    present: (e) => Object.fromEntries(wire.map((w) => [w, (e as Record<string, unknown>)[camel(w)]])),
  });
}

/** A restaurant's details also store their opening hours as minutes of the week, for the food list (FoodDetails.openMinutes). */
function withOpenMinutes(food: CategoryDetails<unknown, unknown>): CategoryDetails<unknown, unknown> {
  return {
    ...food,
    toEntity: (dto) => {
      const e = food.toEntity(dto) as Partial<FoodDetails>;
      return { ...e, openMinutes: openMinutesLiteral(e.openingHours) };
    },
  };
}

/** The categories whose details the vendors module keeps in its own tables. */
const OWN_DETAILS: Partial<Record<VendorCategory, CategoryDetails<unknown, unknown>>> = {
  mechanic: details<MechanicSetupDto, MechanicDetails>(MechanicDetails, 'mechanic', ['workshop_name', 'services_offered', 'location', 'contact_number']),
  rider: details<RiderSetupDto, RiderDetails>(RiderDetails, 'rider', ['vehicle_type', 'experience_years']),
  product_vendor: details<ProductSetupDto, ProductDetails>(
    ProductDetails,
    'product',
    ['contact_person', 'store_address', 'store_phone', 'store_email', 'store_description', 'logo'],
    ['logo'],
  ),
  service_apartment: details<ApartmentSetupDto, ApartmentDetails>(
    ApartmentDetails,
    'service apartment',
    ['full_name', 'phone_number', 'organization_name', 'organization_address', 'website', 'years_of_experience'],
    ['website'],
  ),
  food_vendor: withOpenMinutes(
    details<FoodSetupDto, FoodDetails>(FoodDetails, 'food', ['restaurant_name', 'cuisine', 'address', 'phone', 'opening_hours', 'logo'], ['logo']),
  ),
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
