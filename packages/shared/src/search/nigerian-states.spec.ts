import { NIGERIAN_STATES, locationInArea, locationInState, nigerianState, stateLocationPattern } from './nigerian-states.js';

const state = (v: string) => nigerianState(v)!;

describe('NIGERIAN_STATES', () => {
  it('lists the 36 states and the FCT, with unique ids and places', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(new Set(NIGERIAN_STATES.map((s) => s.id)).size).toBe(37);
    const places = NIGERIAN_STATES.flatMap((s) => s.places);
    expect(new Set(places).size).toBe(places.length);
  });
});

describe('nigerianState', () => {
  it.each([
    ['lagos', 'lagos'], ['Lagos', 'lagos'], ['akwa ibom', 'akwa-ibom'], ['Akwa-Ibom', 'akwa-ibom'], ['Cross River', 'cross-river'],
    ['FCT', 'fct'], ['Abuja', 'fct'], ['federal capital territory', 'fct'],
  ])('reads %s as %s', (value, id) => expect(nigerianState(value)?.id).toBe(id));

  it('knows no other place', () => {
    for (const v of ['', 'Lekki', 'Nigeria', 'Atlantis']) expect(nigerianState(v)).toBeUndefined();
  });
});

describe('locationInState', () => {
  it.each([
    ['12 Adeniran Ogunsanya Street, Surulere, Lagos', 'lagos'],
    ['3 Admiralty Way, Lekki Phase 1', 'lagos'],
    ['Plot 5, Gimbiya Street, Garki, Abuja', 'fct'],
    ['Aminu Kano Crescent, Wuse 2, Abuja', 'fct'],
    ['3 Bodija Market Road, Ibadan', 'oyo'],
    ['7 Aba Road, GRA Phase 2, Port Harcourt', 'rivers'],
    ['14 Ogui Road, Enugu', 'enugu'],
    ['Minna, Niger State', 'niger'],
    ['Lekki, Lagos, Nigeria', 'lagos'],
  ])('%s is in %s', (location, id) => {
    const inside = NIGERIAN_STATES.filter((s) => locationInState(location, s)).map((s) => s.id);
    expect(inside).toEqual([id]);
  });

  it('does not take a state out of the middle of another word', () => {
    expect(locationInState('Abuja, Nigeria', state('niger'))).toBe(false);
    expect(locationInState('Lagos', state('kano'))).toBe(false);
  });

  it('gives PostgreSQL and JavaScript the same pattern text', () => {
    expect(stateLocationPattern(state('fct'))).toContain('abuja');
    expect(stateLocationPattern(state('rivers'))).toContain('port[ -]harcourt');
  });
});

describe('locationInArea', () => {
  it('finds the area anywhere in the location, any case and spacing', () => {
    expect(locationInArea('Admiralty Way, Lekki Phase 1, Lagos', ' lekki  phase ')).toBe(true);
    expect(locationInArea('18 Allen Avenue, Ikeja, Lagos', 'Lekki')).toBe(false);
    expect(locationInArea('anything', '')).toBe(true);
  });
});
