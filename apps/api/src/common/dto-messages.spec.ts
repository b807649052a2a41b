import { ArgumentMetadata, HttpException } from '@nestjs/common';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MESSAGES } from '@oja/shared';
import { createValidationPipe } from './validation.js';

/**
 * Every request DTO: a missing required field is reported with its 'required' message, never with a length,
 * range or type message (class-validator with stopAtFirstError runs a property's decorators bottom-up, so the
 * presence check has to sit closest to the property).
 */

const SRC = join(__dirname, '..');

/** Files that declare request classes: dto/ folders, *.dto.ts / *.query.ts, and any other file validating a body. */
function dtoFiles(dir = SRC): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      out.push(...dtoFiles(path));
      continue;
    }
    if (!name.endsWith('.ts') || name.endsWith('.spec.ts')) continue;
    const rel = relative(SRC, path);
    if (rel.startsWith('config/')) continue; // the env schema is not a request
    if (/\/dto\//.test(`/${rel}`) || /\.(dto|query)\.ts$/.test(name) || /from 'class-validator'/.test(readFileSync(path, 'utf8'))) out.push(path);
  }
  return out;
}

/** Presence checks, and custom validators whose message for a missing value is the required message. */
const PRESENCE = new Set(['isNotEmpty', 'isDefined', 'isNairaAmount', 'isExperienceYears']);

/** The spec's texts for some fields. */
const SPEC_TEXT: Record<string, Record<string, string>> = {
  CreateServiceOrderDto: {
    service_pricing_id: MESSAGES.selectService,
    deadline: MESSAGES.setDeadline,
    requirements: MESSAGES.describeRequirements,
  },
  ServicePricingDto: { title: MESSAGES.requiredFields, price: MESSAGES.requiredFields },
  RejectDto: { reason: MESSAGES.rejectionReasonRequired },
  RegisterDto: { name: 'The name field is required.' },
};

type Klass = new () => object;

async function missingFieldErrors(klass: Klass): Promise<Record<string, string[]>> {
  const pipe = createValidationPipe();
  try {
    await pipe.transform({}, { type: 'body', metatype: klass } as ArgumentMetadata);
    return {};
  } catch (e) {
    const body = (e as HttpException).getResponse() as { errors: Record<string, string[]> };
    return body.errors;
  }
}

/** Which constraint each property failed first (with stopAtFirstError there is one per property). */
async function firstConstraint(klass: Klass): Promise<Record<string, string>> {
  const { validate } = await import('class-validator');
  const { plainToInstance } = await import('class-transformer');
  const errors = await validate(plainToInstance(klass, {}), { stopAtFirstError: true });
  return Object.fromEntries(errors.map((e) => [e.property, Object.keys(e.constraints ?? {})[0]]));
}

let classes: { name: string; klass: Klass; required: string[] }[] = [];

beforeAll(async () => {
  const exported = new Set<unknown>();
  for (const file of dtoFiles()) {
    const mod = (await import(file)) as Record<string, unknown>;
    Object.values(mod).forEach((v) => typeof v === 'function' && exported.add(v));
  }
  type Meta = { propertyName: string; type: string };
  const storage = getMetadataStorage() as unknown as {
    validationMetadatas: Map<Klass, Meta[]>;
    getTargetValidationMetadatas(target: Klass, schema: string, always: boolean, strictGroups: boolean): Meta[];
  };
  for (const klass of exported) {
    const own = storage.validationMetadatas.get(klass as Klass);
    if (!own) continue;
    const all = storage.getTargetValidationMetadatas(klass as Klass, '', true, false);
    const props = [...new Set(all.map((m) => m.propertyName))];
    const optional = new Set(all.filter((m) => m.type === ValidationTypes.CONDITIONAL_VALIDATION).map((m) => m.propertyName));
    classes.push({ name: (klass as Klass).name, klass: klass as Klass, required: props.filter((p) => !optional.has(p)) });
  }
  classes = classes.sort((a, b) => a.name.localeCompare(b.name));
});

describe('every DTO: a missing required field says it is required', () => {
  it('finds the DTOs', () => {
    const names = classes.map((c) => c.name);
    for (const n of [
      'CreateServiceOrderDto',
      'ServicePricingDto',
      'RegisterDto',
      'LoginDto',
      'CreateListingDto',
      'CreateBookingDto',
      'PageQuery',
      'LogErrorDto',
    ]) {
      expect(names).toContain(n);
    }
    expect(classes.length).toBeGreaterThan(30);
  });

  it('reports the presence check first for each missing field', async () => {
    const wrong: string[] = [];
    for (const { name, klass, required } of classes) {
      const first = await firstConstraint(klass);
      for (const prop of required) {
        const constraint = first[prop];
        if (constraint && !PRESENCE.has(constraint)) wrong.push(`${name}.${prop}: ${constraint}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers the spec text where the spec gives one', async () => {
    for (const [name, fields] of Object.entries(SPEC_TEXT)) {
      const found = classes.find((c) => c.name === name);
      expect(found).toBeDefined();
      const errors = await missingFieldErrors(found!.klass);
      for (const [field, text] of Object.entries(fields)) expect([name, field, errors[field]]).toEqual([name, field, [text]]);
    }
  });

  it('never says "too long", "too large" or "must be text" about a field that was not sent', async () => {
    const wrong: string[] = [];
    for (const { name, klass, required } of classes) {
      const errors = await missingFieldErrors(klass);
      for (const prop of required) {
        for (const text of errors[prop] ?? []) {
          if (/shorter than|at most|under \d|too large|too long|must be text|must be a string|must be a number/i.test(text))
            wrong.push(`${name}.${prop}: ${text}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
