import { matchesSearch, searchPlan, searchTerm, stemWord } from './search-words.js';

const PLUMBER = 'plumbing and water systems leak repair, pipe replacement, borehole pumps 12 adeniran ogunsanya street, surulere, lagos adewale plumbing works';
const ELECTRICIAN =
  'electrical wiring and solar house wiring, fault finding, inverter and solar panel installation plot 5, gimbiya street, garki, abuja brightwire electricals';
const CLEANER = 'home cleaning and fumigation deep cleaning, post-construction cleaning 3 admiralty way, lekki phase 1, lagos sparkle home services';
const APPLIANCES = 'ac and appliance repair air conditioner servicing, fridge and washing machine repair 3 bodija market road, ibadan oladipo appliance care';
const ALL = { PLUMBER, ELECTRICIAN, CLEANER, APPLIANCES };
const found = (q: string) =>
  Object.entries(ALL)
    .filter(([, text]) => matchesSearch(text, searchPlan(q)!))
    .map(([name]) => name);

describe('stemWord', () => {
  it.each([
    ['plumber', 'plumb'],
    ['plumbers', 'plumb'],
    ['plumbing', 'plumb'],
    ['electrician', 'electric'],
    ['electricians', 'electric'],
    ['electrical', 'electric'],
    ['cleaner', 'clean'],
    ['cleaners', 'clean'],
    ['cleaning', 'clean'],
    ['mechanics', 'mechanic'],
    ['installation', 'install'],
    ['batteries', 'batter'],
    ['fixes', 'fix'],
    ['running', 'run'],
    ['hotels', 'hotel'],
    ['services', 'servic'],
  ])('%s → %s', (word, stem) => expect(stemWord(word)).toBe(stem));

  it('keeps short words and words that only look like a plural or an ending', () => {
    for (const w of ['jos', 'bus', 'glass', 'water', 'city', 'bed', 'ring']) expect(stemWord(w)).toBe(w);
  });

  it('is always a prefix of the word, so the stem finds whatever the word finds', () => {
    for (const w of ['plumbers', 'electrician', 'cleaners', 'fumigation', 'serviced', 'rewiring', 'apartments']) {
      const s = stemWord(w);
      expect(s.length).toBeGreaterThanOrEqual(3);
      expect(w.startsWith(s)).toBe(true);
    }
  });
});

describe('searchTerm', () => {
  it('gives a trade its own words', () => {
    expect(searchTerm('plumber')).toEqual({ word: 'plumber', alternatives: ['plumb', 'pipe'], tags: [] });
    expect(searchTerm('Electricians')!.alternatives).toEqual(['electric', 'wiring', 'rewir']);
    expect(searchTerm('mechanic')!.alternatives).toContain('auto repair');
    expect(searchTerm('hotels')).toEqual({ word: 'hotels', alternatives: ['hotel'], tags: ['hotel'] });
  });

  it('expands a two-letter trade name but drops other short words and fillers', () => {
    expect(searchTerm('AC')!.alternatives).toContain('air condition');
    expect(searchTerm('vi')).toBeNull();
    expect(searchTerm('near')).toBeNull();
  });
});

describe('searchPlan and matchesSearch', () => {
  it('is null for an empty search', () => {
    expect(searchPlan('  ')).toBeNull();
    expect(searchPlan(undefined)).toBeNull();
  });

  it.each([
    ['plumber', ['PLUMBER']],
    ['plumbers', ['PLUMBER']],
    ['plumbing', ['PLUMBER']],
    ['electrician', ['ELECTRICIAN']],
    ['Electricians', ['ELECTRICIAN']],
    ['cleaner', ['CLEANER']],
    ['cleaners', ['CLEANER']],
    ['cleaners near me', ['CLEANER']],
    ['plumber lagos', ['PLUMBER']],
    ['electrician Lagos', []],
    ['AC repair', ['APPLIANCES']],
  ])('"%s" finds %j', (q, names) => expect(found(q)).toEqual(names));

  it('finds at least what the whole phrase found before', () => {
    expect(found('fault finding')).toEqual(['ELECTRICIAN']);
    expect(found('admiralty way, lekki')).toEqual(['CLEANER']);
    expect(found('and')).toEqual(['PLUMBER', 'ELECTRICIAN', 'CLEANER', 'APPLIANCES']);
  });

  it('matches a row by its tag when the text lacks the word', () => {
    expect(matchesSearch('GRA business suite, Port Harcourt', searchPlan('hotels')!, ['hotel'])).toBe(true);
    expect(matchesSearch('GRA business suite, Port Harcourt', searchPlan('hotels')!, ['hostel'])).toBe(false);
  });
});
