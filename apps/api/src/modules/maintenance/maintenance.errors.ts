import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/maintenance: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const MAINTENANCE_ERRORS = {
  MAINTENANCE_REQUEST_NOT_FOUND: {
    status: 404,
    message: 'Maintenance request not found',
    when: "another customer's request; a mechanic's request not theirs or not paid yet",
  },
  MAINTENANCE_WRONG_ACTOR: { status: 403, message: "Only the customer can … / Only the mechanic can … (the machine's table)" },
  MAINTENANCE_TRANSITION_NOT_ALLOWED: { status: 409, message: "The machine's message (e.g. Only accepted requests can be started)" },
  MAINTENANCE_NOT_PAYABLE: { status: 409, message: 'Choose a mechanic before paying; a paid request cannot be paid again' },
  MAINTENANCE_NOT_CANCELLABLE: {
    status: 409,
    message: 'A paid request can be cancelled once the mechanic has answered; … / This request can no longer be cancelled',
  },
  MAINTENANCE_MECHANIC_LOCKED: { status: 409, message: 'A mechanic can be chosen only before payment' },
  MECHANIC_NOT_AVAILABLE: {
    status: 422,
    message: 'This mechanic is not available on Oja; choose one from the list (`errors.mechanic_id`)',
    when: 'choose mechanic: not live, sample or not a mechanic',
  },
} as const satisfies ErrorTable;
