import type { EntityManager } from 'typeorm';
import { liveMechanicWorkshops } from '../vendors/mechanic-workshops.js';
import { locationInArea, locationInState, matchesSearch, nigerianState, searchPlan } from '@oja/shared';

/** Words of a place, for matching: lower-case letters and digits, 3+ characters, minus filler words. */
const FILLER = new Set(['road', 'street', 'close', 'avenue', 'way', 'the', 'and', 'off', 'phase', 'zone', 'estate', 'state']);
export function placeWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 3 && !FILLER.has(w)),
  );
}

/**
 * How near a workshop is to the customer's location, by text: the number of place words they share
 * (city, area, street names; "road", "street" and such ignored). No geocoding: 0 means no word in common.
 */
export function locationScore(customerLocation: string, workshopLocation: string): number {
  const want = placeWords(customerLocation);
  let score = 0;
  for (const w of placeWords(workshopLocation)) if (want.has(w)) score++;
  return score;
}

export interface MechanicCard {
  id: number;
  name: string;
  workshop_name: string;
  location: string;
  services_offered: string;
  phone: string | null;
  match_score: number;
  available: boolean;
  sample: boolean;
}

/** The seed's sample mechanics: shown only when Oja has no live mechanic, flagged `sample`, never payable. */
export const SAMPLE_MECHANICS: readonly Omit<MechanicCard, 'match_score'>[] = [
  {
    id: -1,
    name: 'Chidi Okafor',
    workshop_name: 'Chidi Auto Repairs',
    location: 'Ikeja, Lagos',
    services_offered: 'Engine, brakes, oil change',
    phone: null,
    available: true,
    sample: true,
  },
  {
    id: -2,
    name: 'Tunde Bakare',
    workshop_name: 'Tunde Motors',
    location: 'Wuse 2, Abuja',
    services_offered: 'Electrical, AC repair',
    phone: null,
    available: true,
    sample: true,
  },
  {
    id: -3,
    name: 'Ibrahim Sani',
    workshop_name: 'Sani Tyre & Brake',
    location: 'Kano',
    services_offered: 'Tyres, brakes',
    phone: null,
    available: false,
    sample: true,
  },
];

/** Live mechanics (stored `vendors.live`: KYC approved, phone verified, not deactivated; details filled in) with their workshop, nearest to `location` first. */
export async function liveMechanics(manager: EntityManager, location: string): Promise<MechanicCard[]> {
  const cards = (await liveMechanicWorkshops(manager)).map((w) => ({
    id: w.vendorId,
    name: w.name,
    workshop_name: w.workshopName,
    location: w.location,
    services_offered: w.servicesOffered,
    phone: w.contactNumber,
    match_score: locationScore(location, w.location),
    available: true,
    sample: false,
  }));
  return cards.sort((a, b) => b.match_score - a.match_score || a.id - b.id);
}

/** The customer's narrowing of the directory: words (as the public lists match them), a state, an area. */
export interface MechanicFilter {
  q?: string | null;
  state?: string | null;
  area?: string | null;
}

/**
 * Whether a card passes the filter: `q` in its trade, workshop, services, location and name (every mechanic is
 * a "mechanic" doing "auto repair"), the state and area in its location; the same rules as the public lists
 * (@oja/shared search-words, nigerian-states), applied here because the directory is read whole.
 */
export function mechanicMatches(card: Omit<MechanicCard, 'match_score'>, filter: MechanicFilter): boolean {
  const plan = searchPlan(filter.q);
  if (plan && !matchesSearch(`mechanic auto repair ${card.workshop_name} ${card.services_offered} ${card.location} ${card.name}`, plan)) return false;
  const state = filter.state ? nigerianState(filter.state) : undefined;
  if (state && !locationInState(card.location, state)) return false;
  return !filter.area || locationInArea(card.location, filter.area);
}

/**
 * The list the customer chooses from: live mechanics nearest first, else the samples (scored the same way);
 * either narrowed by the filter (the samples stand in only when Oja has no live mechanic at all).
 */
export async function mechanicsFor(manager: EntityManager, location: string, filter: MechanicFilter = {}): Promise<MechanicCard[]> {
  const live = await liveMechanics(manager, location);
  const cards = live.length
    ? live
    : SAMPLE_MECHANICS.map((m) => ({ ...m, match_score: locationScore(location, m.location) })).sort((a, b) => b.match_score - a.match_score);
  return cards.filter((m) => mechanicMatches(m, filter));
}

/** One live mechanic by vendor id, or null (not a mechanic, not live, or no details). */
export async function liveMechanic(manager: EntityManager, vendorId: number): Promise<MechanicCard | null> {
  const all = await liveMechanics(manager, '');
  return all.find((m) => m.id === vendorId) ?? null;
}
