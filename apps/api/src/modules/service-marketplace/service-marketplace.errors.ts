import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/service-marketplace: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const SERVICE_MARKETPLACE_ERRORS = {
  SERVICE_PROFILE_NOT_FOUND: { status: 404, message: 'Please complete your service details first.', when: 'vendor service profile before setup' },
  PRICING_NOT_OFFERED: { status: 422, message: 'The selected service is not offered by this provider (`errors.service_pricing_id`)' },
  ORDER_ADDRESS_LOCKED: { status: 409, message: 'The service address can be changed only before work starts. Please contact the vendor.' },
  ORDER_NOT_DISPUTABLE: { status: 409, message: "The service-order machine's words" },
} as const satisfies ErrorTable;
