import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsNairaAmount } from '../../../common/naira-amount.js';

/** A listing's nightly price: a naira amount from 0 to MAX_NAIRA with at most 2 decimals (the platform's rule). */
export const IsNairaPrice = () => IsNairaAmount({ noun: 'price' });

export { trim, trimToNull } from '../../../common/validation.js';
/** A list of strings, trimmed, blanks dropped; anything else is left for the type check. */
export const trimList = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : value;
/** A whole number from a number or a digit string ('3'); anything else is left for the type check. */
export const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value);

/**
 * An optional whole number from `min` to `max` (a digit string too), one message for any fault: `<label> must be a
 * whole number from <min> to <max>`. Registered in the order it is checked: the type, then the bounds.
 */
export function OptionalWholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return applyDecorators(
    Transform(toInt),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
    IsOptional(),
    ApiPropertyOptional({ type: Number, minimum: min, maximum: max }),
  );
}
