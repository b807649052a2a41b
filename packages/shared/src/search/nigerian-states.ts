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
  S('Akwa Ibom', 'uyo', 'eket'),
  S('Anambra', 'awka', 'onitsha', 'nnewi'),
  S('Bauchi'),
  S('Bayelsa', 'yenagoa'),
  S('Benue', 'makurdi'),
  S('Borno', 'maiduguri'),
  S('Cross River', 'calabar'),
  S('Delta', 'asaba', 'warri', 'sapele'),
  S('Ebonyi', 'abakaliki'),
  S('Edo', 'benin city'),
  S('Ekiti', 'ado ekiti'),
  S('Enugu', 'nsukka'),
  {
    id: 'fct',
    name: 'Federal Capital Territory (Abuja)',
    places: ['abuja', 'fct', 'federal capital territory', 'garki', 'wuse', 'maitama', 'asokoro', 'gwarinpa', 'jabi', 'kubwa', 'lugbe'],
  },
  S('Gombe'),
  S('Imo', 'owerri'),
  S('Jigawa', 'dutse'),
  S('Kaduna', 'zaria'),
  S('Kano'),
  S('Katsina'),
  S('Kebbi', 'birnin kebbi'),
  S('Kogi', 'lokoja'),
  S('Kwara', 'ilorin'),
  S(
    'Lagos',
    'ikeja',
    'lekki',
    'victoria island',
    'ikoyi',
    'yaba',
    'surulere',
    'ajah',
    'ikorodu',
    'festac',
    'apapa',
    'maryland',
    'gbagada',
    'magodo',
    'ogba',
    'oshodi',
    'badagry',
    'epe',
  ),
  S('Nasarawa', 'nassarawa', 'lafia'),
  S('Niger', 'minna', 'suleja'),
  S('Ogun', 'abeokuta', 'ijebu', 'sagamu', 'ota'),
  S('Ondo', 'akure'),
  S('Osun', 'osogbo', 'oshogbo', 'ile ife'),
  S('Oyo', 'ibadan', 'ogbomoso', 'bodija'),
  S('Plateau', 'jos'),
  S('Rivers', 'port harcourt', 'obio akpor', 'bonny'),
  S('Sokoto'),
  S('Taraba', 'jalingo'),
  S('Yobe', 'damaturu'),
  S('Zamfara', 'gusau'),
];

export const NIGERIAN_STATE_IDS: readonly string[] = NIGERIAN_STATES.map((s) => s.id);

export const UNKNOWN_STATE_MESSAGE = 'state must be one of Nigeria’s 36 states or fct (Abuja), e.g. lagos, fct, rivers, akwa-ibom';

const norm = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** The state a query value names: its id or name, any case ("Lagos", "akwa ibom", "Abuja", "FCT"); undefined when none. */
export function nigerianState(value: string): NigerianState | undefined {
  const v = norm(value);
  if (!v) return undefined;
  return NIGERIAN_STATES.find((s) => s.id === v || norm(s.name) === v || (s.id === 'fct' && (v === 'abuja' || v === 'federal-capital-territory')));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each place (spaces for hyphens) → its state's id. */
export const STATE_OF_PLACE: Readonly<Record<string, string>> = Object.fromEntries(NIGERIAN_STATES.flatMap((s) => s.places.map((p) => [p, s.id])));

/**
 * Every state's places as whole words, the longest first (so JavaScript, which takes the first alternative that
 * matches, agrees with PostgreSQL, which takes the longest); the same text for both (match case-insensitively).
 * The place is group 2, spaces or hyphens between its words.
 */
export const STATE_PLACES_PATTERN = `(^|[^a-z0-9])(${Object.keys(STATE_OF_PLACE)
  .sort((a, b) => b.length - a.length || a.localeCompare(b))
  .map((p) => escape(p).replace(/ /g, '[ -]'))
  .join('|')})(?=$|[^a-z0-9])`;

/**
 * The state a location text lies in: the last place it names, as whole words ("Niger" is not in "Nigeria").
 * Addresses run from the street to the state, so "Aminu Kano Crescent, Wuse 2, Abuja" is in the FCT, not in
 * Kano. The lists store it (`state` columns, function oja_state_of of migration PlaceStates, the same rule).
 */
export function stateOfLocation(location: string | null | undefined): NigerianState | undefined {
  let last: string | undefined;
  for (const m of (location ?? '').toLowerCase().matchAll(new RegExp(STATE_PLACES_PATTERN, 'g'))) last = m[2];
  const id = last ? STATE_OF_PLACE[last.replace(/[ -]+/g, ' ')] : undefined;
  return id ? NIGERIAN_STATES.find((s) => s.id === id) : undefined;
}

/** Whether a location text lies in the state (see stateOfLocation). */
export function locationInState(location: string, state: NigerianState): boolean {
  return stateOfLocation(location)?.id === state.id;
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
