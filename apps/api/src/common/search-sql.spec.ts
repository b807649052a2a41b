import { knownLiteral, SearchSql } from './search-sql.js';
import { camelRow } from './pagination.js';

describe('list filters as SQL', () => {
  it('writes a value of a closed list into the SQL as a quoted literal, and refuses any other value', () => {
    expect(knownLiteral('plumbing', ['plumbing', 'other'])).toBe(`'plumbing'`);
    expect(knownLiteral("o'hara", ["o'hara"])).toBe(`'o''hara'`);
    expect(() => knownLiteral("plumbing' OR true --", ['plumbing'])).toThrow(/not one of the known values/);
  });

  it('writes a state as its literal id, not a parameter', () => {
    expect(new SearchSql('t.text').state('Lagos', 'x.state')).toEqual({ sql: `x.state = 'lagos'`, params: {} });
    expect(new SearchSql('t.text').state('nowhere', 'x.state')).toBeNull();
  });

  it('with parts, matches a word part by part and a pattern with a space in the whole text, after the words', () => {
    const parts = (p: string) => `a ILIKE ${p} OR b ILIKE ${p}`;
    const words = new SearchSql('whole', 'fq', parts).words('jollof rice')!;
    expect(words.sql).toBe('((((a ILIKE :fq0 OR b ILIKE :fq0)) AND ((a ILIKE :fq1 OR b ILIKE :fq1))) OR whole ILIKE :fq2)');
    expect(words.params).toEqual({ fq0: '%jollof%', fq1: '%rice%', fq2: '%jollof rice%' });
    // Without parts the text is one column, the phrase first (as before).
    expect(new SearchSql('whole').words('jollof rice')!.sql).toBe('(whole ILIKE :sw2 OR ((whole ILIKE :sw0) AND (whole ILIKE :sw1)))');
  });

  it('names a page row by the entity’s properties', () => {
    expect(camelRow({ id: 1, vendor_id: 2, price_per_night_kobo: '500', user_phone_verified_at: null })).toEqual({
      id: 1,
      vendorId: 2,
      pricePerNightKobo: '500',
      userPhoneVerifiedAt: null,
    });
  });
});
