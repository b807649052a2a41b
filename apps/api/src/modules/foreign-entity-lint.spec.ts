import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

// The workspace's own lint configuration, run on code that never touches the disk: a virtual file in
// modules/reviews, so `pnpm lint` never sees these fixtures.
const repoRoot = resolve(__dirname, '../../../..');
const FIXTURE = 'apps/api/src/modules/reviews/__fixture__.ts';
const RULE = 'oja/no-foreign-entity';
const eslint = new ESLint({ cwd: repoRoot });

async function foreignEntityMessages(code: string, filePath = FIXTURE): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('lint: a module neither imports nor names another module’s entities (oja/no-foreign-entity)', () => {
  jest.setTimeout(60_000);

  it('fails on a value import of another module’s entity', async () => {
    const messages = await foreignEntityMessages(
      `import { ServiceVendor } from '../service-marketplace/entities/service-vendor.entity.js';\nexport const target = ServiceVendor;\n`,
    );
    expect(messages).toEqual([expect.stringContaining('imports ServiceVendor from modules/service-marketplace/entities')]);
  });

  it('fails on a type-only import of another module’s entity, either spelling', async () => {
    const messages = await foreignEntityMessages(
      `import type { ServiceOrder } from '../service-marketplace/entities/service-order.entity.js';\n` +
        `import { type User } from '../users/entities/user.entity.js';\n` +
        `export type Both = [ServiceOrder, User];\n`,
    );
    expect(messages).toEqual([
      expect.stringContaining('imports ServiceOrder from modules/service-marketplace/entities'),
      expect.stringContaining('imports User from modules/users/entities'),
    ]);
  });

  it('fails on another module’s entity named by string in a relation, a repository, a query and a target property', async () => {
    const messages = await foreignEntityMessages(
      `import { Entity, ManyToOne, type DataSource } from 'typeorm';\n` +
        `@Entity('fixtures')\n` +
        `export class Fixture {\n` +
        `  @ManyToOne('ServiceVendor', { onDelete: 'CASCADE' })\n` +
        `  vendor: unknown;\n` +
        `}\n` +
        `export const repo = (ds: DataSource) => ds.getRepository('ServiceVendor');\n` +
        `export const query = (ds: DataSource) => ds.createQueryBuilder('ApartmentBooking', 'b');\n` +
        `export const byTable = (ds: DataSource) => ds.createQueryBuilder().select('1').from('maintenance_requests', 'm');\n` +
        `export const details = { entity: 'ServiceVendor', label: 'service' };\n`,
    );
    expect(messages).toEqual([
      expect.stringContaining("names the entity 'ServiceVendor' of modules/service-marketplace"),
      expect.stringContaining("names the entity 'ServiceVendor' of modules/service-marketplace"),
      expect.stringContaining("names the entity 'ApartmentBooking' of modules/apartments"),
      expect.stringContaining("names the entity 'maintenance_requests' of modules/maintenance"),
      expect.stringContaining("names the entity 'ServiceVendor' of modules/service-marketplace"),
    ]);
  });

  it('passes the same code when the entity is its own module’s, and strings that are not entity targets', async () => {
    const messages = await foreignEntityMessages(
      `import { Entity, ManyToOne, type DataSource } from 'typeorm';\n` +
        `import { Review } from './entities/review.entity.js';\n` +
        `import type { Review as ReviewRow } from './entities/review.entity.js';\n` +
        `@Entity('fixtures')\n` +
        `export class Fixture {\n` +
        `  @ManyToOne('Review', { onDelete: 'CASCADE' })\n` +
        `  review: ReviewRow;\n` +
        `}\n` +
        `export const repo = (ds: DataSource) => ds.getRepository(Review);\n` +
        `export const byName = (ds: DataSource) => ds.getRepository('Review');\n` +
        `export const query = (ds: DataSource) => ds.createQueryBuilder('reviews', 'r');\n` +
        `export const label = { name: 'ServiceVendor', route: 'users' };\n` +
        `export const log = (say: (s: string) => void) => say('User');\n`,
    );
    expect(messages).toEqual([]);
  });

  it('reports an allowed crossing that is gone, so the allow list only shrinks', async () => {
    const messages = await foreignEntityMessages('export {};\n', 'apps/api/src/modules/reviews/entities/review.entity.ts');
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(m).toContain('delete its entry');
  });

  it('allows only crossings in files that exist', async () => {
    const config = await eslint.calculateConfigForFile('apps/api/src/modules/reviews/review-subjects.ts');
    const allow: { file: string }[] = config.rules[RULE][1].allow;
    expect(allow.length).toBeGreaterThan(0);
    expect(allow.filter((a) => !existsSync(resolve(repoRoot, a.file)))).toEqual([]);
  });
});
