import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { joinErrorTables } from '../common/domain-error.js';
import { ERROR_CODES, ERROR_TABLES } from './error-codes.js';

const SRC = join(__dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('error codes', () => {
  it('joins every *.errors.ts of the tree, one table per folder', () => {
    const declared = files(SRC)
      .filter((f) => f.endsWith('.errors.ts'))
      .map((f) => relative(SRC, f));
    const expected = Object.keys(ERROR_TABLES).map((m) => (m === 'common' ? 'common/common.errors.ts' : `modules/${m}/${m}.errors.ts`));
    expect(declared.sort()).toEqual(expected.sort());
  });

  it('declares each code once, in upper snake case, with an HTTP status and a message', () => {
    expect(() => joinErrorTables({ a: { X: { status: 404, message: 'm' } }, b: { X: { status: 409, message: 'm', when: 'w' } } })).toThrow(
      'The error code X is declared twice: in a and in b',
    );
    for (const [code, d] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      for (const status of [d.status].flat()) expect(status >= 400 && status < 600).toBe(true);
      expect(d.message.length).toBeGreaterThan(0);
      if (d.when !== undefined) expect(d.when.length).toBeGreaterThan(0);
    }
  });

  it('declares only codes the code uses', () => {
    const code = files(SRC)
      .filter((f) => !f.endsWith('.spec.ts') && !f.endsWith('.errors.ts'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const unused = Object.keys(ERROR_CODES).filter((c) => !code.includes(`'${c}'`));
    expect(unused).toEqual([]);
  });
});
