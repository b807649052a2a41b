/**
 * General-service categories, derived from keywords in a vendor's service name,
 * description and pricing titles. A vendor may match several; one that matches none is `other`.
 */
export const SERVICE_CATEGORY_IDS = ['all', 'plumbing', 'electrical', 'cleaning', 'repair', 'installation', 'other'] as const;
export type ServiceCategoryId = (typeof SERVICE_CATEGORY_IDS)[number];
type Keyworded = Exclude<ServiceCategoryId, 'all' | 'other'>;

/** Word beginnings: "plumb" matches "Plumbing" and "plumber", never the middle of a word. */
export const SERVICE_CATEGORY_KEYWORDS: Readonly<Record<Keyworded, readonly string[]>> = {
  plumbing: ['plumb', 'pipe', 'leak', 'drain', 'faucet', 'toilet', 'sink', 'borehole', 'water heater', 'sewage', 'shower'],
  electrical: ['electric', 'wiring', 'rewir', 'socket', 'switch', 'lighting', 'light fitting', 'generator', 'inverter', 'solar', 'circuit'],
  cleaning: ['clean', 'wash', 'laundry', 'janitor', 'fumigat', 'pest', 'dust', 'sweep', 'housekeep', 'deep clean'],
  repair: ['repair', 'fix', 'mend', 'maintenance', 'servicing', 'troubleshoot'],
  installation: ['install', 'fitting', 'mount', 'set up', 'setup', 'assembl'],
};

const KEYWORDED = Object.keys(SERVICE_CATEGORY_KEYWORDS) as Keyworded[];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: readonly string[]) => words.map(escape).join('|');

/** PostgreSQL ARE patterns (\m = start of a word), for `~*` filters. */
export function categorySqlPattern(category: Keyworded | 'any'): string {
  const words = category === 'any' ? KEYWORDED.flatMap((c) => SERVICE_CATEGORY_KEYWORDS[c]) : SERVICE_CATEGORY_KEYWORDS[category];
  return `\\m(${alternation(words)})`;
}

const JS_PATTERNS = Object.fromEntries(KEYWORDED.map((c) => [c, new RegExp(`\\b(?:${alternation(SERVICE_CATEGORY_KEYWORDS[c])})`, 'i')])) as Record<
  Keyworded,
  RegExp
>;

/** Every category the texts match, in filter order; ['other'] when none. */
export function serviceCategoriesOf(texts: Array<string | null | undefined>): ServiceCategoryId[] {
  const text = texts.filter(Boolean).join(' ');
  const found = KEYWORDED.filter((c) => JS_PATTERNS[c].test(text));
  return found.length ? found : ['other'];
}

export function isKeywordedCategory(c: string): c is Keyworded {
  return (KEYWORDED as string[]).includes(c);
}
