import { EXACT_TOTAL_UP_TO, firstCount, largeTotalOf, pageTotal, totalOf } from './list-total.js';

describe('list totals', () => {
  it('a total up to the bound is the capped count itself, counted afresh on every page', async () => {
    const countAll = jest.fn(async () => 5_000);
    expect(await totalOf('small', 12, countAll)).toBe(12);
    expect(await totalOf('small', EXACT_TOTAL_UP_TO, countAll)).toBe(EXACT_TOTAL_UP_TO);
    expect(countAll).not.toHaveBeenCalled();
    expect(largeTotalOf('small')).toBeUndefined();
  });

  it('a larger total is counted in full once, however many pages ask at the same time, then reused', async () => {
    const countAll = jest.fn(async () => 4_321);
    const totals = await Promise.all([1, 2, 3].map(() => totalOf('big', EXACT_TOTAL_UP_TO + 1, countAll)));
    expect(totals).toEqual([4_321, 4_321, 4_321]);
    expect(countAll).toHaveBeenCalledTimes(1);
    expect(await largeTotalOf('big')).toBe(4_321);
    expect(await pageTotal({ key: 'big', large: largeTotalOf('big'), carried: undefined, page: 3, capped: jest.fn(), countAll })).toBe(4_321);
  });

  it('a page past the end: page 1 is 0 without counting; a later page counts on its own', async () => {
    const capped = jest.fn(async () => 7);
    const countAll = jest.fn(async () => 7);
    expect(await pageTotal({ key: 'empty', large: undefined, carried: undefined, page: 1, capped, countAll })).toBe(0);
    expect(capped).not.toHaveBeenCalled();
    expect(await pageTotal({ key: 'past', large: undefined, carried: undefined, page: 9, capped, countAll })).toBe(7);
  });

  it('a failed full count is not remembered', async () => {
    await expect(totalOf('failing', EXACT_TOTAL_UP_TO + 1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((r) => setImmediate(r));
    expect(largeTotalOf('failing')).toBeUndefined();
  });
});

describe('list totals over time and under a burst', () => {
  afterEach(() => jest.restoreAllMocks());
  const at = (ms: number) => jest.spyOn(Date, 'now').mockReturnValue(ms);

  it('a large total past its minute is still answered while one request recounts it; a list that shrank is counted exactly again', async () => {
    at(1_000_000);
    expect(await totalOf('aging', EXACT_TOTAL_UP_TO + 1, async () => 900)).toBe(900);
    at(1_000_000 + 61_000);
    let recount!: (n: number) => void;
    const countAll = jest.fn(() => new Promise<number>((r) => (recount = r)));
    // Three pages at once: the old total at once, one recount.
    expect(await Promise.all([1, 2, 3].map(() => largeTotalOf('aging', countAll)))).toEqual([900, 900, 900]);
    expect(countAll).toHaveBeenCalledTimes(1);
    recount(950);
    await new Promise((r) => setImmediate(r));
    expect(await largeTotalOf('aging', countAll)).toBe(950);
    // A minute later the list has shrunk within the bound: the recount forgets the large total.
    at(1_000_000 + 125_000);
    expect(await largeTotalOf('aging', async () => 40)).toBe(950);
    await new Promise((r) => setImmediate(r));
    expect(largeTotalOf('aging', countAll)).toBeUndefined();
  });

  it('a total not recounted for ten minutes is forgotten, not answered', async () => {
    at(2_000_000);
    await totalOf('old', EXACT_TOTAL_UP_TO + 1, async () => 700);
    at(2_000_000 + 11 * 60_000);
    const countAll = jest.fn(async () => 701);
    expect(largeTotalOf('old', countAll)).toBeUndefined();
    expect(countAll).not.toHaveBeenCalled();
  });

  it("requests arriving together for a filter with no known total share the first one's count", async () => {
    const countAll = jest.fn(async () => 5_000);
    const reads: (Promise<number> | undefined)[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const read = async (large: Promise<number> | undefined) => {
      reads.push(large);
      if (reads.length === 1) await gate;
      // The first page's query carried the capped count, above the bound: the full count is taken once.
      return large ? large : totalOf('burst', EXACT_TOTAL_UP_TO + 1, countAll);
    };
    const pages = [1, 2, 3, 4].map(() => firstCount('burst', countAll, read));
    await new Promise((r) => setImmediate(r));
    expect(reads).toHaveLength(1);
    release();
    expect(await Promise.all(pages)).toEqual([5_000, 5_000, 5_000, 5_000]);
    // The three that waited read with the known total: their page queries counted nothing.
    expect(reads.slice(1).every((l) => l !== undefined)).toBe(true);
    expect(countAll).toHaveBeenCalledTimes(1);
  });

  it('when the first count was within the bound, the others count for themselves (exact on every page)', async () => {
    const seen: (Promise<number> | undefined)[] = [];
    const pages = [1, 2].map(() => firstCount('small-burst', jest.fn(), async (large) => (seen.push(large), 12)));
    expect(await Promise.all(pages)).toEqual([12, 12]);
    expect(seen).toEqual([undefined, undefined]);
  });
});
