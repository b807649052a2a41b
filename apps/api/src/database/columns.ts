import { Column, CreateDateColumn, UpdateDateColumn, type ColumnOptions, type ValueTransformer } from 'typeorm';

/**
 * The column kinds Oja's tables use, one decorator each, so an entity reads as its schema:
 * `@KoboColumn() totalPriceKobo: number;` instead of the same `@Column({ type: … })` options
 * written again in every module. Options given are merged over the kind's own.
 */
type Extra = Omit<ColumnOptions, 'type' | 'length'>;

/** A `bigint` kobo amount read as a JS number (amounts stay far below 2^53 kobo). */
export const bigintKobo: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? value : Number(value)),
};

const kind =
  (type: ColumnOptions['type'], base: Extra = {}) =>
  (extra: Extra = {}) =>
    Column({ type, ...base, ...extra } as ColumnOptions);

export const IntColumn = kind('int');
export const SmallIntColumn = kind('smallint');
export const TextColumn = kind('text');
export const BoolColumn = kind('boolean');
export const JsonColumn = kind('jsonb');
export const DateColumn = kind('date');
export const FloatColumn = kind('double precision');
export const UuidColumn = kind('uuid');
/** A moment (`timestamptz`); lifecycle moments are `{ nullable: true }` until they happen. */
export const TimestampColumn = kind('timestamptz');
/** Money in kobo (`bigint`), read as a number. */
export const KoboColumn = kind('bigint', { transformer: bigintKobo });
export const VarcharColumn = (length: number, extra: Extra = {}) => Column({ type: 'varchar', length, ...extra } as ColumnOptions);
export const CreatedAt = () => CreateDateColumn({ type: 'timestamptz' });
export const UpdatedAt = () => UpdateDateColumn({ type: 'timestamptz' });
