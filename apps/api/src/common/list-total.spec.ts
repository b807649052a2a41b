import { EXACT_TOTAL_UP_TO, largeTotalOf, pageTotal, totalOf } from './list-total.js';

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
