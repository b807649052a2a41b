// Examples for the document: built from the schema (its own `example`s, string literals of the code,
// enum values) with plausible Nigerian values by field name where the code gives none.

const DATE = '2026-11-20T09:30:00.000Z';
const BY_NAME = [
  [/^email$|_email$/, 'amaka.okafor@example.com'],
  [/phone/, '+2348031234567'],
  [/^name$|_name$/, 'Amaka Okafor'],
  [/business_name/, 'Okafor Plumbing Services'],
  [/service_name/, 'Plumbing and pipe repairs'],
  [/location|address|city/, 'Lekki Phase 1, Lagos'],
  [/state$/, 'Lagos'],
  [/title/, 'Kitchen sink repair'],
  [/description|requirements|notes?$|reason|body|bio|response/, 'The kitchen sink leaks under the cabinet; please bring a replacement trap.'],
  [/url$|_url$|link$|image|avatar|photo/, 'https://oja.example.com/uploads/example.webp'],
  [/reference/, 'oja_3f9a2c7e1b8d4a60'],
  [/token/, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.signature'],
  [/code$/, 'ORDER_NOT_PAYABLE'],
  [/date$/, '2026-12-01'],
  [/_at$|_until$|^at$/, DATE],
  [/bank/, 'Guaranty Trust Bank'],
  [/account_number/, '0123456789'],
  [/message/, 'Saved successfully.'],
];
const NUMBER_BY_NAME = [
  [/^id$|_id$/, 7],
  [/amount|price|total|balance|payout|commission|earnings|revenue|fee/, 25000],
  [/percent/, 50],
  [/page$|^current_page$/, 1],
  [/per_page/, 20],
  [/last_page/, 3],
  [/nights|guests|count|unread|marked|total$/, 2],
  [/rating/, 4.5],
];

function pick(table, name) {
  for (const [re, v] of table) if (re.test(name)) return v;
  return undefined;
}

function resolveRef(schema, schemas) {
  return schema?.$ref ? schemas[schema.$ref.split('/').pop()] : schema;
}

/** An example value for `schema` (named `name` in its parent object). */
export function exampleOf(schema, schemas, name = '', depth = 0) {
  if (!schema || depth > 12) return null;
  if (schema.$ref) return exampleOf(resolveRef(schema, schemas), schemas, name, depth + 1);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.allOf?.length) {
    const parts = schema.allOf.map((s) => exampleOf(s, schemas, name, depth + 1));
    return parts.every((p) => p && typeof p === 'object' && !Array.isArray(p)) ? Object.assign({}, ...parts) : parts[0];
  }
  if (schema.oneOf?.length || schema.anyOf?.length) return exampleOf((schema.oneOf ?? schema.anyOf)[0], schemas, name, depth + 1);
  switch (schema.type) {
    case 'object': {
      const o = {};
      for (const [k, s] of Object.entries(schema.properties ?? {})) o[k] = exampleOf(s, schemas, k, depth + 1);
      if (!schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        o[name === 'errors' ? 'field' : 'key'] = exampleOf(schema.additionalProperties, schemas, '', depth + 1);
      }
      return o;
    }
    case 'array':
      return [exampleOf(schema.items, schemas, name.replace(/s$/, ''), depth + 1)];
    case 'integer':
    case 'number':
      return pick(NUMBER_BY_NAME, name) ?? schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date-time') return DATE;
      if (schema.format === 'date') return '2026-12-01';
      if (schema.format === 'binary') return undefined;
      return pick(BY_NAME, name) ?? 'text';
    default:
      return schema.nullable ? null : {};
  }
}

/** Sets `media.example` from its schema. */
export function addExample(media, schemas) {
  const ex = exampleOf(media.schema, schemas);
  if (ex !== undefined) media.example = ex;
}

const ERROR_EXAMPLES = {
  400: { code: 'BAD_REQUEST', message: 'The id must be a positive whole number' },
  401: { code: 'UNAUTHENTICATED', message: 'Unauthenticated.' },
  403: { code: 'FORBIDDEN', message: 'This area is for customers.' },
  404: { code: 'NOT_FOUND', message: 'Not found' },
  409: { code: 'CONFLICT', message: 'This change conflicts with existing data' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The uploaded file is too large' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  429: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' },
  500: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
  503: { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' },
};

/** The ErrorResponse example of `status` (422: the first field of the body or query). */
export function errorExample(status, op) {
  const base = { statusCode: status, request_id: '0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d' };
  if (status === 422) {
    const field = 'field';
    return { ...base, code: 'VALIDATION_FAILED', message: 'Please fill in all required fields', errors: { [field]: ['Please fill in all required fields'] } };
  }
  void op;
  return { ...base, ...(ERROR_EXAMPLES[status] ?? { code: 'ERROR', message: 'Something went wrong' }) };
}
