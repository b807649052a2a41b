import { registerDecorator, ValidationArguments } from 'class-validator';
import { nairaToKobo, validatePrice } from '@oja/shared';

/** ₦100,000,000: the largest price or amount accepted (well inside safe kobo integers). */
export const MAX_NAIRA = 100_000_000;

/**
 * A naira amount (number or numeric string) ≥ `min` with at most 2 decimals and at most MAX_NAIRA; shared rule and
 * message. `noun`: what the too-large message calls it ('amount'; a listing's nightly price says 'price').
 */
export function IsNairaAmount(opts: { min?: number; requiredMessage?: string; noun?: string } = {}) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isNairaAmount',
      target: object.constructor,
      propertyName,
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'number' && typeof value !== 'string') return false;
          if (validatePrice(value) !== null) return false;
          const kobo = nairaToKobo(value);
          return kobo >= Math.round((opts.min ?? 0) * 100) && kobo <= MAX_NAIRA * 100;
        },
        defaultMessage(args: ValidationArguments) {
          const value = args.value as number | string | null | undefined;
          if (value === undefined || value === null || value === '') return opts.requiredMessage ?? 'Please fill in all required fields';
          const shared = typeof value === 'number' || typeof value === 'string' ? validatePrice(value) : null;
          if (shared) return shared;
          if (typeof value !== 'number' && typeof value !== 'string') return 'Price must be a number of at least 0 with at most 2 decimal places';
          if (nairaToKobo(value) > MAX_NAIRA * 100) return `The ${opts.noun ?? 'amount'} must be at most ₦${MAX_NAIRA.toLocaleString('en-NG')}`;
          return `The amount must be at least ₦${(opts.min ?? 0).toLocaleString('en-NG')}`;
        },
      },
    });
}
