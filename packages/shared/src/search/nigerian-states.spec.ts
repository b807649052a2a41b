import { NIGERIAN_STATES, locationInArea, locationInState, nigerianState, stateOfLocation } from './nigerian-states.js';

const state = (v: string) => nigerianState(v)!;

describe('NIGERIAN_STATES', () => {
  it('lists the 36 states and the FCT, with unique ids and places', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(new Set(NIGERIAN_STATES.map((s) => s.id)).size).toBe(37);
    const places = NIGERIAN_STATES.flatMap((s) => s.places);
    expect(new Set(places).size).toBe(places.length);
    // Places are written with spaces: the pattern takes a hyphen or a space between words, and the lookup spaces.
    for (const p of places) expect(p).toMatch(/^[a-z]+( [a-z]+)*$/);
  });
});

describe('nigerianState', () => {
  it.each([
    ['lagos', 'lagos'],
    ['Lagos', 'lagos'],
    ['akwa ibom', 'akwa-ibom'],
    ['Akwa-Ibom', 'akwa-ibom'],
    ['Cross River', 'cross-river'],
    ['FCT', 'fct'],
    ['Abuja', 'fct'],
    ['federal capital territory', 'fct'],
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

  it('reads hyphens as spaces, any case; a text without a place has no state', () => {
    expect(stateOfLocation('Ring Road, PORT-HARCOURT')?.id).toBe('rivers');
    expect(stateOfLocation('Akwa-Ibom')?.id).toBe('akwa-ibom');
    expect(stateOfLocation('Kano,Abuja')?.id).toBe('fct');
    expect(stateOfLocation('Somewhere, Nigeria')).toBeUndefined();
    expect(stateOfLocation(null)).toBeUndefined();
  });
});

describe('locationInArea', () => {
  it('finds the area anywhere in the location, any case and spacing', () => {
    expect(locationInArea('Admiralty Way, Lekki Phase 1, Lagos', ' lekki  phase ')).toBe(true);
    expect(locationInArea('18 Allen Avenue, Ikeja, Lagos', 'Lekki')).toBe(false);
    expect(locationInArea('anything', '')).toBe(true);
  });
});
