/**
 * Nigeria's 36 states and the Federal Capital Territory, for the lists' `state` filter. A listing has no state
 * column: its state is read from its location text ("Lekki, Lagos"), so each state lists the names people write
 * for it (the state's name, the capital and the big cities and areas that are written without the state).
 */
export interface NigerianState {
  /** Lower-case slug: the value the lists take and the URL keeps (`akwa-ibom`, `fct`). */
  id: string;
  name: string;
  /** Lower-case names found in location text that place it in this state (the state's own name first). */
  places: readonly string[];
}

const S = (name: string, ...more: string[]): NigerianState => ({
  id: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  places: [name.toLowerCase(), ...more],
});

export const NIGERIAN_STATES: readonly NigerianState[] = [
  S('Abia', 'umuahia', 'aba'),
  S('Adamawa', 'yola'),
  S('Akwa Ibom', 'akwa-ibom', 'uyo', 'eket'),
  S('Anambra', 'awka', 'onitsha', 'nnewi'),
  S('Bauchi'),
  S('Bayelsa', 'yenagoa'),
  S('Benue', 'makurdi'),
  S('Borno', 'maiduguri'),
  S('Cross River', 'cross-river', 'calabar'),
  S('Delta', 'asaba', 'warri', 'sapele'),
  S('Ebonyi', 'abakaliki'),
  S('Edo', 'benin city'),
  S('Ekiti', 'ado-ekiti', 'ado ekiti'),
  S('Enugu', 'nsukka'),
  { id: 'fct', name: 'Federal Capital Territory (Abuja)', places: ['abuja', 'fct', 'federal capital territory', 'garki', 'wuse', 'maitama', 'asokoro', 'gwarinpa', 'jabi', 'kubwa', 'lugbe'] },
  S('Gombe'),
  S('Imo', 'owerri'),
  S('Jigawa', 'dutse'),
  S('Kaduna', 'zaria'),
  S('Kano'),
  S('Katsina'),
  S('Kebbi', 'birnin kebbi'),
  S('Kogi', 'lokoja'),
  S('Kwara', 'ilorin'),
  S('Lagos', 'ikeja', 'lekki', 'victoria island', 'ikoyi', 'yaba', 'surulere', 'ajah', 'ikorodu', 'festac', 'apapa', 'maryland', 'gbagada', 'magodo', 'ogba', 'oshodi', 'badagry', 'epe'),
  S('Nasarawa', 'nassarawa', 'lafia'),
  S('Niger', 'minna', 'suleja'),
  S('Ogun', 'abeokuta', 'ijebu', 'sagamu', 'ota'),
  S('Ondo', 'akure'),
  S('Osun', 'osogbo', 'oshogbo', 'ile-ife', 'ile ife'),
  S('Oyo', 'ibadan', 'ogbomoso', 'bodija'),
  S('Plateau', 'jos'),
  S('Rivers', 'port harcourt', 'port-harcourt', 'obio-akpor', 'bonny'),
  S('Sokoto'),
  S('Taraba', 'jalingo'),
  S('Yobe', 'damaturu'),
  S('Zamfara', 'gusau'),
];

export const NIGERIAN_STATE_IDS: readonly string[] = NIGERIAN_STATES.map((s) => s.id);

export const UNKNOWN_STATE_MESSAGE = 'state must be one of Nigeria’s 36 states or fct (Abuja), e.g. lagos, fct, rivers, akwa-ibom';

const norm = (s: string) => s.trim().toLowerCase().replace(/[\s_]+/g, '-');

/** The state a query value names: its id or name, any case ("Lagos", "akwa ibom", "Abuja", "FCT"); undefined when none. */
export function nigerianState(value: string): NigerianState | undefined {
  const v = norm(value);
  if (!v) return undefined;
  return NIGERIAN_STATES.find((s) => s.id === v || norm(s.name) === v || (s.id === 'fct' && (v === 'abuja' || v === 'federal-capital-territory')));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (places: readonly string[]) => places.map((p) => escape(p).replace(/[ -]/g, '[ -]')).join('|');

/**
 * A regular expression (the same text for JavaScript and PostgreSQL's `~*`; match it case-insensitively) that
 * says a location text lies in the state: one of its places as whole words ("Niger" is not in "Nigeria") with no
 * other state's place after it. Addresses run from the street to the state, so the last place named decides:
 * "Aminu Kano Crescent, Wuse 2, Abuja" is in the FCT, not in Kano.
 */
export function stateLocationPattern(state: NigerianState): string {
  const others = NIGERIAN_STATES.filter((s) => s !== state).flatMap((s) => s.places.filter((p) => !state.places.includes(p)));
  return `(^|[^a-z0-9])(${alternation(state.places)})(?=$|[^a-z0-9])(?!.*[^a-z0-9](${alternation(others)})($|[^a-z0-9]))`;
}

const PATTERNS = new Map<string, RegExp>();
/** Whether a location text lies in the state (see stateLocationPattern). */
export function locationInState(location: string, state: NigerianState): boolean {
  let re = PATTERNS.get(state.id);
  if (!re) PATTERNS.set(state.id, (re = new RegExp(stateLocationPattern(state), 'i')));
  return re.test(location);
}

/** The `area` filter's text as matched: trimmed, inner spaces collapsed, lower case; '' for none. */
export function normalizeArea(area: string | null | undefined): string {
  return (area ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether a location text contains the area ("Lekki" in "Admiralty Way, Lekki Phase 1, Lagos"). */
export function locationInArea(location: string, area: string): boolean {
  const a = normalizeArea(area);
  return !a || location.replace(/\s+/g, ' ').toLowerCase().includes(a);
}
