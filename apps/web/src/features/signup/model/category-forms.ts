import {
  canonicalCategory,
  isBlank,
  MESSAGES,
  SETUP_SEGMENT,
  validateExperienceYears,
  validateOptionalUrl,
  validatePhoneNg,
  VENDOR_CATEGORIES,
  type FieldErrors,
  type VendorCategory,
} from '@oja/shared';
import type { AccountDetails } from './signup-wizard.machine';

/** `image`: a picture chosen here and uploaded at completion; its stored URL is what the setup call sends. */
export type CategoryFieldKind = 'text' | 'textarea' | 'tel' | 'email' | 'url' | 'years' | 'select' | 'image';

export interface CategoryField {
  /** Wire (snake_case) name sent to POST /api/vendor/{segment}/setup. */
  name: string;
  label: string;
  kind: CategoryFieldKind;
  optional?: boolean;
  placeholder?: string;
  options?: { value: string; label: string }[];
  /** Starting value, or a value taken from the account step. */
  initial?: string | ((account: AccountDetails | null) => string);
}

export interface CategoryForm {
  category: VendorCategory;
  label: string;
  title: string;
  fields: CategoryField[];
}

const fullName = (a: AccountDetails | null) => (a ? `${a.firstName.trim()} ${a.lastName.trim()}`.trim() : '');
const phone = (a: AccountDetails | null) => a?.phone.trim() ?? '';
const email = (a: AccountDetails | null) => a?.email.trim() ?? '';

/** The category details forms (the food form's fields are ours: the spec does not show it). */
export const CATEGORY_FORMS: Record<VendorCategory, CategoryForm> = {
  mechanic: {
    category: 'mechanic',
    label: 'Mechanic (auto maintenance)',
    title: 'Workshop details',
    fields: [
      { name: 'workshop_name', label: 'Workshop name', kind: 'text', placeholder: 'Emeka Auto Clinic' },
      { name: 'services_offered', label: 'Services offered', kind: 'textarea', placeholder: 'Engine repair, brakes, AC, oil change' },
      { name: 'location', label: 'Location', kind: 'text', placeholder: 'Ikeja, Lagos' },
      { name: 'contact_number', label: 'Contact number', kind: 'tel', placeholder: '0803 123 4567', initial: phone },
    ],
  },
  rider: {
    category: 'rider',
    label: 'Okada rider',
    title: 'Rider details',
    fields: [
      {
        name: 'vehicle_type',
        label: 'Vehicle type',
        kind: 'select',
        initial: 'bike',
        options: [
          { value: 'bike', label: 'Bike (okada)' },
          { value: 'tricycle', label: 'Tricycle (keke)' },
        ],
      },
      { name: 'experience_years', label: 'Years of experience', kind: 'years', initial: '1' },
    ],
  },
  product_vendor: {
    category: 'product_vendor',
    label: 'Product vendor (shop)',
    title: 'Store details',
    fields: [
      { name: 'contact_person', label: 'Contact person', kind: 'text', initial: fullName },
      { name: 'store_address', label: 'Store address', kind: 'text', placeholder: '12 Allen Avenue, Ikeja' },
      { name: 'store_phone', label: 'Store phone', kind: 'tel', placeholder: '0803 123 4567', initial: phone },
      { name: 'store_email', label: 'Store email', kind: 'email', placeholder: 'store@example.com', initial: email },
      { name: 'store_description', label: 'Store description', kind: 'textarea', placeholder: 'What do you sell?' },
      { name: 'logo', label: 'Logo', kind: 'image', optional: true },
    ],
  },
  service_apartment: {
    category: 'service_apartment',
    label: 'Service apartment (hotel, hostel, shortlet)',
    title: 'Hospitality details',
    fields: [
      { name: 'full_name', label: 'Full name', kind: 'text', initial: fullName },
      { name: 'phone_number', label: 'Phone number', kind: 'tel', placeholder: '0803 123 4567', initial: phone },
      { name: 'organization_name', label: 'Organization name', kind: 'text' },
      { name: 'organization_address', label: 'Organization address', kind: 'text' },
      { name: 'website', label: 'Website', kind: 'url', optional: true, placeholder: 'https://example.com' },
      { name: 'years_of_experience', label: 'Years of experience', kind: 'years' },
    ],
  },
  service_vendor: {
    category: 'service_vendor',
    label: 'General services (cleaning, plumbing, …)',
    title: 'Service details',
    fields: [
      { name: 'service_name', label: 'Service name', kind: 'text', placeholder: 'Sparkle Cleaning' },
      { name: 'description', label: 'Description', kind: 'textarea', placeholder: 'What do you offer?' },
      { name: 'location', label: 'Location', kind: 'text', placeholder: 'Lekki, Lagos' },
      { name: 'phone', label: 'Phone', kind: 'tel', placeholder: '0803 123 4567', initial: phone },
      { name: 'email', label: 'Email', kind: 'email', initial: email },
    ],
  },
  food_vendor: {
    category: 'food_vendor',
    label: 'Food vendor (restaurant)',
    title: 'Restaurant details',
    fields: [
      { name: 'restaurant_name', label: 'Restaurant name', kind: 'text', placeholder: "Mama Put's Kitchen" },
      { name: 'cuisine', label: 'Cuisine', kind: 'text', placeholder: 'Nigerian, continental' },
      { name: 'address', label: 'Address', kind: 'text', placeholder: '5 Bode Thomas Street, Surulere' },
      { name: 'phone', label: 'Phone', kind: 'tel', placeholder: '0803 123 4567', initial: phone },
      { name: 'opening_hours', label: 'Opening hours', kind: 'text', placeholder: 'Mon–Sat 8am–10pm' },
      { name: 'logo', label: 'Logo', kind: 'image', optional: true },
    ],
  },
};

/** Category choices of the business information step. */
export const CATEGORY_OPTIONS = VENDOR_CATEGORIES.map((value) => ({ value, label: CATEGORY_FORMS[value].label }));

/** The form of a category in any stored spelling, or null. */
export function categoryForm(category: string | null | undefined): CategoryForm | null {
  const canonical = canonicalCategory(category);
  return canonical ? CATEGORY_FORMS[canonical] : null;
}

/** POST /api/vendor/{segment}/setup for a category. */
export function setupPath(category: VendorCategory): string {
  return `/api/vendor/${SETUP_SEGMENT[category]}/setup`;
}

export type CategoryValues = Record<string, string>;

/** Starting values of a category form, partly taken from the account step. */
export function initialCategoryValues(category: VendorCategory, account: AccountDetails | null): CategoryValues {
  const values: CategoryValues = {};
  for (const field of CATEGORY_FORMS[category].fields) {
    values[field.name] = typeof field.initial === 'function' ? field.initial(account) : (field.initial ?? '');
  }
  return values;
}

/**
 * Client-side checks matching the API's: every field required except the optional
 * website and logo; years a whole number 1–50; the website an http(s) URL (the logo is a picture, checked when chosen); phones Nigerian numbers; the
 * rider's vehicle bike or tricycle.
 */
export function validateCategoryDetails(category: VendorCategory, values: CategoryValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of CATEGORY_FORMS[category].fields) {
    const value = values[field.name] ?? '';
    if (field.kind === 'image') continue;
    if (field.kind === 'url') {
      const problem = validateOptionalUrl(value);
      if (problem) errors[field.name] = problem;
      continue;
    }
    if (isBlank(value)) {
      if (!field.optional) errors[field.name] = MESSAGES.requiredFields;
      continue;
    }
    let problem: string | null = null;
    if (field.kind === 'years') problem = validateExperienceYears(value);
    else if (field.kind === 'tel') problem = validatePhoneNg(value);
    else if (field.kind === 'select' && !field.options?.some((o) => o.value === value)) problem = MESSAGES.requiredFields;
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

/** The setup payload: trimmed text, years as numbers, blank optional URLs left out (pictures are added once uploaded). */
export function categoryPayload(category: VendorCategory, values: CategoryValues): Record<string, string | number> {
  const payload: Record<string, string | number> = {};
  for (const field of CATEGORY_FORMS[category].fields) {
    const value = (values[field.name] ?? '').trim();
    if (field.kind === 'image') continue;
    if (field.kind === 'years') payload[field.name] = Number(value);
    else if (value || !field.optional) payload[field.name] = value;
  }
  return payload;
}
