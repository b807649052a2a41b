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

  it('asks for every word, and the phrase only when it can find more than the words', () => {
    // "jollof rice" in a text means "jollof" and "rice" in it: the words alone.
    expect(new SearchSql('whole').words('jollof rice')!.sql).toBe('((whole ILIKE :sw0) AND (whole ILIKE :sw1))');
    // "plumbers": the stem "plumb" lies within the phrase (its trade's words are arms of the same term).
    expect(new SearchSql('whole').words('plumbers')!.params).toEqual({ sw0: '%plumb%', sw1: '%pipe%' });
    // "ac": a trade's short name, asked by its trade words only; the phrase itself is asked too.
    const ac = new SearchSql('whole').words('ac')!;
    expect(ac.sql).toMatch(/^\(whole ILIKE :sw\d+ OR \(/);
    expect(Object.values(ac.params)).toContain('%ac%');
  });

  it('on a text stored lower-cased, matches with LIKE against the lowered pattern (what ILIKE finds), area included', () => {
    const lowered = new SearchSql('whole', 'sw', true);
    expect(lowered.words('jollof rice')!.sql).toBe('((whole LIKE lower(:sw0)) AND (whole LIKE lower(:sw1)))');
    expect(lowered.area('Lekki', 'loc')!.sql).toMatch(/^whole LIKE lower\(:sw2\) AND regexp_replace\(loc, .*\) ILIKE :sw2$/);
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
