export const REDACTED = '[redacted]';

/** String fields of job data that name things, never people or secrets: shown as they are. */
const SHOWN_STRINGS = new Set(['kind', 'runAt']);

/**
 * Job data as the queue dashboard shows it: numbers, booleans and nulls (row ids, flags) as they are, the strings
 * named in SHOWN_STRINGS, and every other string replaced by "[redacted]" — e-mail addresses, texts, references,
 * sealed links. An operator sees which job for which row; what it carries stays in the database.
 */
export function redactJobData(data: unknown, key?: string): unknown {
  if (data === null || typeof data === 'number' || typeof data === 'boolean' || data === undefined) return data;
  if (typeof data === 'string') return key !== undefined && SHOWN_STRINGS.has(key) ? data : REDACTED;
  if (Array.isArray(data)) return data.map((v) => redactJobData(v));
  if (typeof data === 'object') return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, redactJobData(v, k)]));
  return REDACTED;
}
