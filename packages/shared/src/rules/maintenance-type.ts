/**
 * The service type of a maintenance request as people and clients write it. The spec requires
 * a `service_type` and lists no values, so a client may send one of the six ids ('brake'), a name ('Brake
 * Service', 'engine repair', 'AC', 'Tyres') or anything else ('Windscreen wiper'): ids and names map to the
 * six types, other text is kept as the customer wrote it under 'other'.
 */
import { MAINTENANCE_SERVICE_TYPE_INFO, MAINTENANCE_SERVICE_TYPES, type MaintenanceServiceType } from '../machines/maintenance-request.machine.js';

/** A request whose type is none of the six: the customer's own words are kept beside it. */
export const MAINTENANCE_OTHER_TYPE = 'other';
/** The stored type of a maintenance request: one of the six, or 'other'. */
export type MaintenanceRequestType = MaintenanceServiceType | typeof MAINTENANCE_OTHER_TYPE;
export const MAINTENANCE_REQUEST_TYPES = [...MAINTENANCE_SERVICE_TYPES, MAINTENANCE_OTHER_TYPE] as const;
/** The longest free text kept for an 'other' type. */
export const MAINTENANCE_TYPE_TEXT_MAX_LENGTH = 100;

/** Words that name the kind of work, not the part: "brake service", "engine repair", "oil change". */
const FILLER = new Set([
  'service',
  'services',
  'servicing',
  'repair',
  'repairs',
  'change',
  'fix',
  'fixing',
  'check',
  'system',
  'car',
  'auto',
  'work',
  'job',
  'and',
  'my',
  'the',
]);

/** What is left of a name once the filler is gone, as words, → the type. */
const NAMES: Readonly<Record<string, MaintenanceServiceType>> = {
  engine: 'engine',
  motor: 'engine',
  'engine oil': 'oil',
  brake: 'brake',
  brakes: 'brake',
  'brake pad': 'brake',
  'brake pads': 'brake',
  oil: 'oil',
  lube: 'oil',
  lubrication: 'oil',
  tire: 'tire',
  tires: 'tire',
  tyre: 'tire',
  tyres: 'tire',
  wheel: 'tire',
  wheels: 'tire',
  puncture: 'tire',
  vulcanizer: 'tire',
  vulcaniser: 'tire',
  electrical: 'electrical',
  electric: 'electrical',
  electrics: 'electrical',
  electrician: 'electrical',
  wiring: 'electrical',
  battery: 'electrical',
  ac: 'ac',
  'a c': 'ac',
  aircon: 'ac',
  'air con': 'ac',
  'air conditioning': 'ac',
  'air conditioner': 'ac',
  'air condition': 'ac',
  aircondition: 'ac',
};

function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The type a client's `service_type` names: an id or a name of one of the six (`{ type: 'brake', text: null }`),
 * or `{ type: 'other', text }` with the text as written (trimmed). Blank input gives null (the caller's
 * 'required' message).
 */
export function readMaintenanceServiceType(input: unknown): { type: MaintenanceRequestType; text: string | null } | null {
  if (typeof input !== 'string' || !input.trim()) return null;
  const text = input.trim().replace(/\s+/g, ' ');
  const plain = words(text);
  const named =
    NAMES[plain] ??
    NAMES[
      plain
        .split(' ')
        .filter((w) => !FILLER.has(w))
        .join(' ')
    ];
  if (named) return { type: named, text: null };
  const byLabel = MAINTENANCE_SERVICE_TYPES.find((t) => words(MAINTENANCE_SERVICE_TYPE_INFO[t].label) === plain);
  if (byLabel) return { type: byLabel, text: null };
  return { type: MAINTENANCE_OTHER_TYPE, text };
}

/** How a request's type reads: the six by their labels, 'other' as 'Other: {the customer's words}'. */
export function maintenanceTypeLabel(type: string, text?: string | null): string {
  if (type === MAINTENANCE_OTHER_TYPE) return text ? `Other: ${text}` : 'Other';
  return MAINTENANCE_SERVICE_TYPE_INFO[type as MaintenanceServiceType]?.label ?? type;
}
