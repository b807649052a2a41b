import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/vendors: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const VENDORS_ERRORS = {
  VENDOR_NOT_FOUND: { status: 404, message: 'Vendor not found' },
  NOT_A_VENDOR_ACCOUNT: { status: 403, message: 'Only vendor accounts can register a business. Sign up as a vendor to continue.' },
  VENDOR_ALREADY_REGISTERED: { status: 409, message: 'You have already registered a vendor business.' },
  VENDOR_ONLY: { status: 403, message: 'This area is for vendors only.' },
  VENDOR_NOT_REGISTERED: { status: 409, message: 'Please register your business (vendor type, business name and category) before adding category details.' },
  CATEGORY_MISMATCH: { status: 422, message: 'These are {category} details, but your business is registered as a {category} vendor. (`errors.category`)' },
} as const satisfies ErrorTable;
