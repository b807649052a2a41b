import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min, registerDecorator, ValidationArguments } from 'class-validator';
import { MESSAGES, nairaToKobo, validatePrice } from '@oja/shared';

/** ₦100,000,000: the largest nightly price accepted. */
export const MAX_NAIRA = 100_000_000;

/** A naira price (number or numeric string) from 0 to MAX_NAIRA with at most 2 decimals; the shared rule and message. */
export function IsNairaPrice() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isNairaPrice',
      target: object.constructor,
      propertyName,
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'number' && typeof value !== 'string') return false;
          if (validatePrice(value) !== null) return false;
          return nairaToKobo(value) <= MAX_NAIRA * 100;
        },
        defaultMessage(args: ValidationArguments) {
          const value = args.value as unknown;
          if (value === undefined || value === null || value === '') return MESSAGES.requiredFields;
          if (typeof value !== 'number' && typeof value !== 'string') return MESSAGES.invalidPrice;
          return validatePrice(value) ?? `The price must be at most ₦${MAX_NAIRA.toLocaleString('en-NG')}`;
        },
      },
    });
}

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
