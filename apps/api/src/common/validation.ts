import { UnprocessableEntityException, ValidationError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage, type MetadataStorage } from 'class-validator';

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

/**
 * class-validator looks up a DTO's rules on every validation by filtering every rule it holds and testing the DTO's
 * class against every class that has rules (`instanceof`, for inherited ones): a fiftieth of an order's CPU, with
 * the same answer each time once the DTO modules are loaded. The answer is kept per class and options here, and
 * forgotten whenever a rule is added (a class loaded later, a schema registered).
 */
export function rememberValidationRules(storage = getMetadataStorage()) {
  type ValidationMetadata = ReturnType<MetadataStorage['getTargetValidationMetadatas']>[number];
  type Lookup = (target: Function, schema: string, always: boolean, strictGroups: boolean, groups?: string[]) => ValidationMetadata[];
  const s = storage as unknown as { getTargetValidationMetadatas: Lookup; addValidationMetadata(m: ValidationMetadata): void; remembering?: true };
  if (s.remembering) return;
  const lookup = s.getTargetValidationMetadatas.bind(storage);
  const add = s.addValidationMetadata.bind(storage);
  const kept = new Map<Function, Map<string, ValidationMetadata[]>>();
  s.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0000') ?? ''}`;
    let byOptions = kept.get(target);
    if (!byOptions) kept.set(target, (byOptions = new Map()));
    let rules = byOptions.get(key);
    if (!rules) byOptions.set(key, (rules = lookup(target, schema, always, strictGroups, groups)));
    return rules;
  };
  s.addValidationMetadata = (m) => {
    kept.clear();
    add(m);
  };
  s.remembering = true;
}

/** Global pipe: unknown fields refused, types transformed, errors as 422 `{ message, errors }`. */
export function createValidationPipe() {
  rememberValidationRules();
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
