import type { EntityManager } from 'typeorm';
import { userRowsPart } from './personal-data.js';

class Row {
  id!: number;
  authorUserId!: number;
  text!: string;
}

/** A manager that records its calls and answers `find` with `rows`. */
function fakeManager(rows: Row[] = []) {
  const calls: unknown[][] = [];
  const manager = {
    find: async (...args: unknown[]) => (calls.push(['find', ...args]), rows),
    delete: async (...args: unknown[]) => (calls.push(['delete', ...args]), {}),
    query: async (...args: unknown[]) => (calls.push(['query', ...args]), []),
  };
  return { manager: manager as unknown as EntityManager, calls };
}

const owner = { userId: 7, vendorId: 3 };

describe('userRowsPart', () => {
  const part = (erase: 'delete' | 'keep') =>
    new (userRowsPart({ section: 'notes', entity: Row, owner: 'authorUserId', row: (r) => ({ text: r.text }), erase }))();

  it("exports the rows whose owner column is the user's id, in id order, as the part maps them", async () => {
    const { manager, calls } = fakeManager([{ id: 1, authorUserId: 7, text: 'a' }]);
    expect(part('keep').section).toBe('notes');
    expect(await part('keep').export(manager, owner)).toEqual({ data: [{ text: 'a' }] });
    expect(calls).toEqual([['find', Row, { where: { authorUserId: 7 }, order: { id: 'ASC' } }]]);
  });

  it("deletes the user's rows at erasure, or keeps them", async () => {
    const deleting = fakeManager();
    expect(await part('delete').erase(deleting.manager, owner)).toEqual([]);
    expect(deleting.calls).toEqual([['delete', Row, { authorUserId: 7 }]]);
    const keeping = fakeManager();
    await part('keep').erase(keeping.manager, owner);
    expect(keeping.calls).toEqual([]);
  });
});
