/**
 * Timestamps on the wire: what `JSON.stringify` makes of a `Date` (`2026-11-28T16:18:05.309Z`, UTC, milliseconds),
 * made without a `Date` where the list reads hand over PostgreSQL's text.
 *
 * A list page's nested rows (a restaurant's card menu, a vendor's pricings) arrive as JSON built by PostgreSQL, whose
 * timestamps are text such as `2026-11-28T16:18:05.309062+00:00`. Parsed into a `Date` and turned back into text by
 * `JSON.stringify`, they cost about 1 µs each in the API (parse, `toJSON`, and `JSON.stringify` leaving its fast
 * path at every object that has one), a fifth of the API's time for the food list's 160 of them; read as text, a
 * few tenths of that (docs/performance.md, "Cold queries").
 */

declare const isoDateTime: unique symbol;

/**
 * ISO 8601 text in UTC with milliseconds, as a `Date` is written in JSON. Its own type, so the OpenAPI document
 * describes it as a `Date` (`format: date-time`, scripts/openapi/infer-responses.mjs) and no other text passes for it.
 */
export type IsoDateTime = string & { readonly [isoDateTime]: true };

/** A timestamp as a presenter reads it: a `Date`, or text already on the wire (wireTime). */
export type WireTimestamp = Date | IsoDateTime;

// PostgreSQL's ISO output in UTC (the pool's session time zone unless the server's is set otherwise): seconds, then
// up to six fractional digits with trailing zeros dropped, then the offset.
const UTC_TEXT = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?(?:\+00(?::?00)?|Z)$/;

/**
 * PostgreSQL's text of a `timestamptz` (JSON's `T` form or the plain one with a space) as the answers carry
 * timestamps: exactly `new Date(text).toISOString()` (the fraction truncated to milliseconds, as a `Date` keeps
 * it), without making the `Date` when the text is in UTC; any other text (another offset, a year past 9999) goes
 * through a `Date`.
 */
export function wireTime(text: string): IsoDateTime {
  const m = UTC_TEXT.exec(text);
  if (!m) return new Date(text).toISOString() as IsoDateTime;
  const ms = m[3] === undefined ? '000' : m[3].length >= 3 ? m[3].slice(0, 3) : m[3].padEnd(3, '0');
  return `${m[1]}T${m[2]}.${ms}Z` as IsoDateTime;
}

/**
 * A timestamp of a presenter's input as the answer's text: a `Date` through `toISOString()` here (the same text
 * `JSON.stringify` would write, but on its fast path), a string as it is (wireTime made it).
 */
export function isoTime(value: WireTimestamp): IsoDateTime {
  return typeof value === 'string' ? value : (value.toISOString() as IsoDateTime);
}
