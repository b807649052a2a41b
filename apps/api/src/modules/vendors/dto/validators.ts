import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { isHttpUrl, MESSAGES, normalizePhoneNg } from '@oja/shared';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A required text field: trimmed, non-blank ('Please fill in all required fields'), at most `max` characters. */
export const RequiredText = (max: number) =>
  applyDecorators(
    Transform(trim),
    // applyDecorators registers in array order, and class-validator (stopAtFirstError) reports the first
    // registered failure: presence first, then type, then length.
    IsNotEmpty({ message: MESSAGES.requiredFields }),
    IsString({ message: MESSAGES.requiredFields }),
    MaxLength(max, { message: `This field may be at most ${max} characters.` }),
  );

/** A required Nigerian phone number, stored as E.164. */
export const RequiredNgPhone = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? (normalizePhoneNg(value) ?? value.trim()) : value)),
    IsNotEmpty({ message: MESSAGES.requiredFields }),
    IsString({ message: MESSAGES.requiredFields }),
    ValidateBy({
      name: 'isNgPhone',
      validator: { validate: (v: unknown) => typeof v === 'string' && normalizePhoneNg(v) !== null, defaultMessage: () => MESSAGES.invalidPhone },
    }),
  );

/** A required e-mail address, stored lower-case. */
export const RequiredEmail = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsNotEmpty({ message: MESSAGES.requiredFields }),
    IsString({ message: MESSAGES.requiredFields }),
    IsEmail({}, { message: 'Please enter a valid e-mail address.' }),
    MaxLength(254),
  );

/** An optional http(s) URL (website, logo): blank means none. */
export const OptionalHttpUrl = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    ValidateIf((_, v) => v !== null && v !== undefined),
    ValidateBy({
      name: 'isHttpUrl',
      validator: { validate: (v: unknown) => typeof v === 'string' && v.length <= 500 && isHttpUrl(v), defaultMessage: () => MESSAGES.invalidUrl },
    }),
  );

/** Whole years 1–50 (number or digit string). `fallback` fills a missing value (rider: 1). */
export const ExperienceYears = (fallback?: number) =>
  applyDecorators(
    Transform(({ value }) => {
      if ((value === undefined || value === null || value === '') && fallback !== undefined) return fallback;
      if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
      return value;
    }),
    ValidateBy({
      name: 'isExperienceYears',
      validator: {
        validate: (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 50,
        defaultMessage: (args) =>
          args?.value === undefined || args?.value === null || args?.value === '' ? MESSAGES.requiredFields : MESSAGES.invalidExperience,
      },
    }),
  );
