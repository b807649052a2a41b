import type { ValueTransformer } from 'typeorm';

/** A `bigint` kobo column read as a JS number (amounts stay far below 2^53 kobo). */
export const bigintKobo: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? value : Number(value)),
};
