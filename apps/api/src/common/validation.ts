import { UnprocessableEntityException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Flattens class-validator errors to `{ field: [texts] }` (nested fields as `a.b`). */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const err of errors) {
    const key = prefix ? `${prefix}.${err.property}` : err.property;
    if (err.constraints) {
      const texts = Object.entries(err.constraints).map(([rule, text]) => (rule === 'whitelistValidation' ? `The field ${key} is not allowed` : text));
      out[key] = [...(out[key] ?? []), ...texts];
    }
    if (err.children?.length) Object.assign(out, flattenValidationErrors(err.children, key));
  }
  return out;
}

/** Global pipe: unknown fields refused, types transformed, errors as 422 `{ message, errors }`. */
export function createValidationPipe() {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const map = flattenValidationErrors(errors);
      const first = Object.values(map)[0]?.[0] ?? 'The given data was invalid';
      return new UnprocessableEntityException({ message: first, errors: map });
    },
  });
}

/** Trims strings; leaves anything else for the type check to refuse (a DTO's `@Transform(trim)`). */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Trims strings and turns blank ones into null. */
export const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
