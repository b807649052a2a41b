import { NIGERIAN_STATES, nigerianState, normalizeArea, searchPlan } from '@oja/shared';
import { likeEscape } from './pagination.js';

/**
 * SQL: `value`, one of the closed list `allowed` (a category, a listing type, a state), as a quoted literal. A list's
 * filter by such a value is written into the query's text rather than bound: the page's statement is then prepared
 * and planned once per value and connection (database/data-source.ts), where a bound value is planned again on every
 * call (a generic plan would not know that `plumbing` is a third of the directory and `other` a handful). Free text
 * (`q`, `area`, `search`) stays bound: its values are endless.
 */
export function knownLiteral(value: string, allowed: readonly string[]): string {
  if (!allowed.includes(value)) throw new Error(`knownLiteral: ${JSON.stringify(value)} is not one of the known values`);
  return `'${value.replace(/'/g, "''")}'`;
}

const STATE_IDS = NIGERIAN_STATES.map((s) => s.id);

/** A WHERE fragment and its named parameters. */
export interface SqlCondition {
  sql: string;
  params: Record<string, unknown>;
}

/**
 * The public lists' search, place and area filters as SQL, one rule for every list (the words expanded by
 * `searchPlan` in @oja/shared). `text` is the list's trigram-indexed text (service_vendors.search_text, the
 * apartment_listings_search expression): words and area are `text ILIKE '%…%'` arms the index answers (a
 * BitmapOr of its scans; the exact area check on the location column only rechecks what it found); the state is
 * the stored `state` column (migration PlaceStates), first in an index in the directory's order.
 */
export class SearchSql {
  private readonly params: Record<string, unknown> = {};
  private n = 0;

  /**
   * `param` prefixes the parameter names (unique within the query). `lowered`: the text is stored as PostgreSQL's
   * `lower()` of itself (a trigger writes it so), so `text LIKE lower(pattern)` finds exactly what `ILIKE` would
   * (which lowers both sides), without lowering the text of every row it tests: the planner tests the pattern on
   * the column's hundred-odd histogram texts on every search (a third of the time it spent on a search of the
   * restaurants with ILIKE), and an index's matches are rechecked the same way.
   */
  constructor(
    private readonly text: string,
    private readonly param = 'sw',
    private readonly lowered = false,
  ) {}

  private bind(value: unknown): string {
    const key = `${this.param}${this.n++}`;
    this.params[key] = value;
    return `:${key}`;
  }

  private like(s: string): string {
    return this.textHas(this.bind(`%${likeEscape(s)}%`));
  }

  /** SQL: the text matches the bound pattern `pattern`, in any case. */
  private textHas(pattern: string): string {
    return this.lowered ? `${this.text} LIKE lower(${pattern})` : `${this.text} ILIKE ${pattern}`;
  }

  /**
   * The text has the whole phrase (what the lists matched before) or every word, each by one of its
   * alternatives (stem, trade words) or, with `tagColumn`, a row whose column holds the word's trade tag. The
   * phrase is asked only when it could find more than the words.
   */
  words(q: string | null | undefined, tagColumn?: { column: string; values: readonly string[] }): SqlCondition | null {
    const plan = searchPlan(q);
    if (!plan) return null;
    const terms = plan.terms.map((t) => {
      const arms = t.alternatives.map((a) => this.like(a));
      const tags = tagColumn ? t.tags.filter((tag) => tagColumn.values.includes(tag)) : [];
      if (tags.length) arms.push(`${tagColumn!.column} IN (${tags.map((tag) => this.bind(tag)).join(', ')})`);
      return `(${arms.join(' OR ')})`;
    });
    if (!terms.length) return { sql: this.like(plan.phrase), params: this.params };
    // A text holding the phrase holds every term's alternative that lies within the phrase (a stem is a prefix of
    // its word): when each term has one, the phrase's arm finds nothing the words do not, and is left out (it
    // was a second scan of the same index, and as much planning again, on every search).
    if (plan.terms.every((t) => t.alternatives.some((a) => plan.phrase.includes(a)))) return { sql: `(${terms.join(' AND ')})`, params: this.params };
    const phrase = this.like(plan.phrase);
    return { sql: `(${phrase} OR (${terms.join(' AND ')}))`, params: this.params };
  }

  /** The row's stored state (its location's, see stateOfLocation) is the state; null for none. */
  state(stateId: string | null | undefined, stateColumn: string): SqlCondition | null {
    const state = stateId ? nigerianState(stateId) : undefined;
    if (!state) return null;
    return { sql: `${stateColumn} = ${knownLiteral(state.id, STATE_IDS)}`, params: this.params };
  }

  /** The location contains the area text (any case, spaces collapsed); null for none. */
  area(area: string | null | undefined, location: string): SqlCondition | null {
    const a = normalizeArea(area);
    if (!a) return null;
    const pattern = this.bind(`%${likeEscape(a)}%`);
    return { sql: `${this.textHas(pattern)} AND regexp_replace(${location}, '\\s+', ' ', 'g') ILIKE ${pattern}`, params: this.params };
  }
}
