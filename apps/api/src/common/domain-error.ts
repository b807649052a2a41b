/**
 * Errors of the domain, thrown by services and jobs instead of HTTP exceptions. Each carries a stable
 * machine-readable `code` and the message people see (the spec's text where it gives one); the one
 * exception filter maps the kind to an HTTP status. A job that throws one simply fails (and retries).
 */
export type DomainErrorKind =
  | 'invalid' // 422: the input breaks a rule (with per-field `errors` when a field is to blame)
  | 'bad_request' // 400
  | 'unauthenticated' // 401
  | 'forbidden' // 403: the wrong actor
  | 'not_found' // 404
  | 'conflict' // 409: not allowed in the current state
  | 'too_many' // 429
  | 'unavailable' // 503: a provider or dependency is down; try again
  | 'insufficient_storage'; // 507: a storage quota of the whole service is used up; try again later

export const DOMAIN_ERROR_STATUS: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 422,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
  unavailable: 503,
  insufficient_storage: 507,
};

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** Stable, upper snake case: ORDER_NOT_PAYABLE, BOOKING_DATES_TAKEN, … (listed in docs/api-error-codes.md). */
    readonly code: string,
    message: string,
    /** Per-field messages for `invalid`. */
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** Anything the client needs to put the request right (sent as the error body's `data`), e.g. a cart's current lines. */
  data?: unknown;

  /** For `too_many`: seconds until a retry may succeed, sent as the `Retry-After` header. */
  retryAfterSeconds?: number;

  get status(): number {
    return DOMAIN_ERROR_STATUS[this.kind];
  }

  static notFound(code: string, message: string) {
    return new DomainError('not_found', code, message);
  }
  static conflict(code: string, message: string) {
    return new DomainError('conflict', code, message);
  }
  static forbidden(code: string, message: string) {
    return new DomainError('forbidden', code, message);
  }
  static unavailable(code: string, message: string) {
    return new DomainError('unavailable', code, message);
  }
  /** A 429 with the seconds to wait (`Retry-After`). */
  static tooMany(code: string, message: string, retryAfterSeconds: number) {
    const err = new DomainError('too_many', code, message);
    err.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return err;
  }
  /** A 422 blaming one field. */
  static field(field: string, message: string, code = 'VALIDATION_FAILED') {
    return new DomainError('invalid', code, message, { [field]: [message] });
  }
}
