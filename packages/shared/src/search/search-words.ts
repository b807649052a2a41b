/**
 * Search words the way people type them, for the public lists (general services, apartments, the mechanic
 * directory). PostgreSQL's English stemmer does not take "plumber" to "plumbing" nor "electrician" to
 * "electrical", and a thesaurus file cannot be installed on a managed or embedded PostgreSQL, so the words are
 * expanded here: each becomes a few substrings (its stem, the trade's own words) that the lists match with
 * ILIKE through their trigram indexes, and the trade's tag (a listing type) a list may match
 * on a column of its own. docs/api.md "How search words are matched".
 */

/** A searched word and what it may match: any of `alternatives` in the text, or a row with one of `tags`. */
export interface SearchTerm {
  word: string;
  /** Lower-case substrings; none contains another. */
  alternatives: string[];
  /** Trade tags a list may match on a column of its own: the listing types (`hotel`, `hostel`, `shortlet`). */
  tags: string[];
}

/**
 * What a search matches: the text containing the whole `phrase` (what the lists matched before, so no search
 * finds less than it did), or every term (each by one of its alternatives or tags).
 */
export interface SearchPlan {
  phrase: string;
  terms: SearchTerm[];
}

interface Trade {
  tag?: string;
  /** What people call the trade or its people; matched by stem ("plumbers" → "plumb"). */
  names: readonly string[];
  /** Substrings that mean the trade in a vendor's or listing's own text. */
  words: readonly string[];
}

/**
 * Trade names: the general-service categories, the mechanic, the listing types. A trade's words are the ones
 * that name it unmistakably, not all of its category keywords (service-categories.ts): "washing machine repair"
 * is not a cleaner, nor a roof "leak" a plumber.
 */
const TRADES: readonly Trade[] = [
  { names: ['plumber', 'plumbing', 'plumb'], words: ['plumb', 'pipe'] },
  { names: ['electrician', 'electrical', 'electric', 'electricity', 'wireman'], words: ['electric', 'wiring', 'rewir'] },
  {
    names: ['cleaner', 'cleaning', 'clean', 'janitor', 'housekeeper', 'housekeeping', 'fumigator', 'fumigation'],
    words: ['clean', 'fumigat', 'janitor', 'housekeep'],
  },
  { names: ['repairer', 'repairman', 'repair', 'handyman', 'technician', 'fixer'], words: ['repair'] },
  { names: ['installer', 'installation', 'install', 'fitter'], words: ['install'] },
  { names: ['mechanic', 'vulcanizer', 'vulcaniser', 'panelbeater', 'autorepair'], words: ['mechanic', 'auto repair', 'car repair', 'auto clinic', 'vehicle'] },
  { names: ['ac', 'aircon', 'airconditioner'], words: ['air condition', 'air-condition', 'aircon'] },
  { tag: 'shortlet', names: ['shortlet'], words: ['shortlet', 'short let', 'short-let'] },
  { tag: 'hotel', names: ['hotel'], words: ['hotel'] },
  { tag: 'hostel', names: ['hostel'], words: ['hostel'] },
  { names: ['apartment', 'flat'], words: ['apartment', 'flat'] },
];

/** Words that narrow nothing ("cleaners near me in Lekki"): left out of the terms, still part of the phrase. */
const FILLER = new Set([
  'a',
  'an',
  'and',
  'the',
  'in',
  'at',
  'for',
  'of',
  'on',
  'to',
  'with',
  'near',
  'me',
  'my',
  'around',
  'service',
  'services',
  'company',
  'best',
  'good',
  'cheap',
]);

/** At most this many words are expanded (a longer search is matched by its first words and its phrase). */
const MAX_TERMS = 6;

function undouble(s: string): string {
  return /([b-df-hj-km-np-rtv-z])\1$/.test(s) && !/(ll|ss|zz)$/.test(s) ? s.slice(0, -1) : s;
}

/**
 * A light English stem: plurals and the common endings of trades and verbs, never shorter than 3 letters
 * ("plumbers" → "plumb", "electrician" → "electric", "cleaners" → "clean", "batteries" → "batter"). Only ever a
 * prefix of the word, so matching the stem finds everything the word finds.
 */
export function stemWord(word: string): string {
  let s = word.toLowerCase();
  if (s.length > 4 && s.endsWith('ies')) s = s.slice(0, -3) + 'y';
  else if (s.length > 4 && /(ss|sh|ch|x|z)es$/.test(s)) s = s.slice(0, -2);
  else if (s.length > 3 && s.endsWith('s') && !/(ss|us|is)$/.test(s)) s = s.slice(0, -1);
  const rules: Array<[suffix: string, replace: string, minStem: number]> = [
    ['ician', 'ic', 4],
    ['ical', 'ic', 4],
    ['ation', '', 4],
    ['ing', '', 3],
    ['er', '', 4],
    ['ed', '', 4],
    ['al', '', 4],
    ['y', '', 4],
    ['e', '', 4],
  ];
  for (const [suffix, replace, minStem] of rules) {
    if (s.endsWith(suffix) && s.length - suffix.length >= minStem) {
      s = s.slice(0, -suffix.length) + replace;
      if (suffix === 'ing' || suffix === 'ed') s = undouble(s);
      break;
    }
  }
  return s;
}

const TRADE_BY_STEM = new Map<string, Trade>();
for (const t of TRADES) for (const n of t.names) TRADE_BY_STEM.set(stemWord(n), t);

/** The alternatives without any that contains another (ILIKE '%plumb%' already finds '%plumber%'). */
function minimal(words: string[]): string[] {
  const unique = [...new Set(words)];
  return unique.filter((w) => !unique.some((o) => o !== w && w.includes(o)));
}

/** One word's term, or null for a filler word or one too short to narrow anything. */
export function searchTerm(word: string): SearchTerm | null {
  const w = word.toLowerCase();
  if (FILLER.has(w)) return null;
  const stem = stemWord(w);
  const trade = TRADE_BY_STEM.get(stem) ?? TRADE_BY_STEM.get(w);
  if (!trade && w.length < 3) return null;
  const own = trade && w.length < 3 ? [] : [stem.length >= 3 ? stem : w];
  return { word: w, alternatives: minimal([...own, ...(trade?.words ?? [])]), tags: trade?.tag ? [trade.tag] : [] };
}

/** The plan of a search text; null when it is empty. */
export function searchPlan(q: string | null | undefined): SearchPlan | null {
  const phrase = (q ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  if (!phrase) return null;
  const words = phrase.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const terms: SearchTerm[] = [];
  for (const word of words) {
    const term = searchTerm(word);
    if (term && !terms.some((t) => t.word === term.word)) terms.push(term);
    if (terms.length === MAX_TERMS) break;
  }
  return { phrase, terms };
}

/** Whether a text (and a row's tags) matches the plan: the same rule the lists apply in SQL. */
export function matchesSearch(text: string, plan: SearchPlan, tags: readonly string[] = []): boolean {
  const t = text.toLowerCase();
  if (t.includes(plan.phrase)) return true;
  if (!plan.terms.length) return false;
  return plan.terms.every((term) => term.alternatives.some((a) => t.includes(a)) || term.tags.some((tag) => tags.includes(tag)));
}
