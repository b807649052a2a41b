/**
 * Errors of the domain, thrown by services and jobs instead of HTTP exceptions. Each carries a stable
 * machine-readable `code` and the message people see; the one exception filter maps the kind to an HTTP
 * status. A job that throws one simply fails (and retries). Every code is declared, with its status and
 * usual message, in its module's `*.errors.ts` (docs/api-error-codes.md is generated from them): only a
 * declared code whose status matches the kind compiles.
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

export const DOMAIN_ERROR_STATUS = {
  invalid: 422,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
  unavailable: 503,
  insufficient_storage: 507,
} as const satisfies Readonly<Record<DomainErrorKind, number>>;

/**
 * One declared error code: the HTTP status it answers with (two where one code names two situations), its usual message
 * and, where it adds something, the situation it is thrown in. The files that throw it are not declared: the doc's
 * generator finds them in the source.
 */
export interface ErrorDeclaration {
  readonly status: number | readonly number[];
  /** The message people see: the exact text where it is fixed, else its usual wording ({n}, … for what the thrower fills in). */
  readonly message: string;
  /** When it is thrown (the use case, route or situation), for docs/api-error-codes.md; left out where the files say enough. */
  readonly when?: string;
}

/** A module's error codes (`RIDES_ERRORS = { … } as const satisfies ErrorTable`): upper snake case keys. */
export type ErrorTable = Readonly<Record<Uppercase<string>, ErrorDeclaration>>;

/**
 * Every declared code. Empty here: the registry (modules/error-codes.ts) joins the modules' tables and merges
 * them into this interface, so platform code names no module and an undeclared code does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DeclaredErrorCodes {}

/** The modules' tables as one, each code with the module that declares it; a code declared twice throws. */
export function joinErrorTables(tables: Readonly<Record<string, ErrorTable>>): Readonly<Record<string, ErrorDeclaration & { module: string }>> {
  const all: Record<string, ErrorDeclaration & { module: string }> = {};
  for (const [module, table] of Object.entries(tables)) {
    for (const [code, declaration] of Object.entries(table)) {
      if (all[code]) throw new Error(`The error code ${code} is declared twice: in ${all[code].module} and in ${module}`);
      all[code] = { ...declaration, module };
    }
  }
  return all;
}

/** A declared error code. */
export type ErrorCode = keyof DeclaredErrorCodes & string;

type Statuses<S> = S extends readonly (infer E)[] ? E : S;
/** The declared codes that answer with HTTP status `S`. */
export type ErrorCodeFor<S extends number> = { [C in ErrorCode]: S extends Statuses<DeclaredErrorCodes[C]['status']> ? C : never }[ErrorCode];
type CodeOfKind<K extends DomainErrorKind> = ErrorCodeFor<(typeof DOMAIN_ERROR_STATUS)[K]>;

export class DomainError<K extends DomainErrorKind = DomainErrorKind> extends Error {
  constructor(
    readonly kind: K,
    /** Stable, upper snake case: ORDER_NOT_PAYABLE, BOOKING_DATES_TAKEN, … declared with this kind's status. */
    readonly code: CodeOfKind<K>,
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

  static notFound(code: ErrorCodeFor<404>, message: string) {
    return new DomainError('not_found', code, message);
  }
  static conflict(code: ErrorCodeFor<409>, message: string) {
    return new DomainError('conflict', code, message);
  }
  static forbidden(code: ErrorCodeFor<403>, message: string) {
    return new DomainError('forbidden', code, message);
  }
  static unavailable(code: ErrorCodeFor<503>, message: string) {
    return new DomainError('unavailable', code, message);
  }
  /** A 429 with the seconds to wait (`Retry-After`). */
  static tooMany(code: ErrorCodeFor<429>, message: string, retryAfterSeconds: number) {
    const err = new DomainError('too_many', code, message);
    err.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return err;
  }
  /** A 422 blaming one field. */
  static field(field: string, message: string, code: ErrorCodeFor<422> = 'VALIDATION_FAILED') {
    return new DomainError('invalid', code, message, { [field]: [message] });
  }
}
