import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/vendors: status, usual message and where (docs/api-error-codes.md is generated from this). */
export const VENDORS_ERRORS = {
  VENDOR_NOT_FOUND: {
    status: 404,
    message: 'Vendor not found',
    where: '`vendors.service.ts` (live vendor), `admin.service.ts` (admin vendor detail, approve/reject)',
  },
  NOT_A_VENDOR_ACCOUNT: {
    status: 403,
    message: 'Only vendor accounts can register a business. Sign up as a vendor to continue.',
    where: '`vendors.service.ts` (register business)',
  },
  VENDOR_ALREADY_REGISTERED: { status: 409, message: 'You have already registered a vendor business.', where: '`vendors.service.ts` (register business)' },
  VENDOR_ONLY: { status: 403, message: 'This area is for vendors only.', where: '`vendors.service.ts` (category setup)' },
  VENDOR_NOT_REGISTERED: {
    status: 409,
    message: 'Please register your business (vendor type, business name and category) before adding category details.',
    where: '`vendors.service.ts` (category setup)',
  },
  CATEGORY_MISMATCH: {
    status: 422,
    message: 'These are {category} details, but your business is registered as a {category} vendor. (`errors.category`)',
    where: '`vendors.service.ts` (category setup)',
  },
} as const satisfies ErrorTable;
