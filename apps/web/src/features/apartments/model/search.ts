import { MESSAGES, nightsBetween, nigerianState, SEARCH_MAX_GUESTS } from '@oja/shared';
import type { ListingType } from '../api/types';

export type TypeFilter = 'all' | ListingType;

/** Type chips; the value is the server's `type` filter. */
export const TYPE_CHIPS: readonly { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All Properties' },
  { value: 'hotel', label: 'Hotels' },
  { value: 'hostel', label: 'Hostels' },
  { value: 'shortlet', label: 'Shortlets' },
];

export const APARTMENTS_PER_PAGE = 12;

/** The list page's state, kept in the URL: `type`, `check_in`, `check_out`, `guests`, `state`, `area`, `page`. */
export interface ApartmentSearch {
  type: TypeFilter;
  check_in: string;
  check_out: string;
  guests: number | null;
  /** A state id (lagos, fct, …) or ''. */
  state: string;
  /** Text in the listing's location, or ''. */
  area: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the URL; bad values are dropped rather than sent. */
export function readSearch(params: URLSearchParams): ApartmentSearch {
  const type = params.get('type');
  const guests = Number(params.get('guests'));
  const page = Number(params.get('page'));
  const checkIn = params.get('check_in') ?? '';
  const checkOut = params.get('check_out') ?? '';
  return {
    type: TYPE_CHIPS.some((c) => c.value === type) ? (type as TypeFilter) : 'all',
    check_in: DATE.test(checkIn) ? checkIn : '',
    check_out: DATE.test(checkOut) ? checkOut : '',
    guests: Number.isInteger(guests) && guests >= 1 && guests <= SEARCH_MAX_GUESTS ? guests : null,
    state: nigerianState(params.get('state') ?? '')?.id ?? '',
    area: (params.get('area') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL search params of a search (defaults left out); `extra` keeps unrelated params such as `book`. */
export function writeSearch(search: ApartmentSearch, extra?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(extra);
  for (const k of ['type', 'check_in', 'check_out', 'guests', 'state', 'area', 'page']) next.delete(k);
  if (search.type !== 'all') next.set('type', search.type);
  if (search.check_in) next.set('check_in', search.check_in);
  if (search.check_out) next.set('check_out', search.check_out);
  if (search.guests) next.set('guests', String(search.guests));
  if (search.state) next.set('state', search.state);
  if (search.area.trim()) next.set('area', search.area.trim());
  if (search.page > 1) next.set('page', String(search.page));
  return next;
}

/** The SWR key (API path) of GET /api/apartments for a search. */
export function apartmentsKey(search: ApartmentSearch): string {
  const params = new URLSearchParams();
  if (search.type !== 'all') params.set('type', search.type);
  if (search.check_in) params.set('check_in', search.check_in);
  if (search.check_out) params.set('check_out', search.check_out);
  if (search.guests) params.set('guests', String(search.guests));
  if (search.state) params.set('state', search.state);
  if (search.area.trim()) params.set('area', search.area.trim());
  params.set('page', String(search.page));
  params.set('per_page', String(APARTMENTS_PER_PAGE));
  return `/api/apartments?${params.toString()}`;
}

/** The search form's dates: both or neither, and check-out after check-in. Null when fine. */
export function searchDatesError(checkIn: string, checkOut: string): string | null {
  if (!checkIn && !checkOut) return null;
  if (!checkIn) return MESSAGES.checkInRequired;
  if (!checkOut) return MESSAGES.checkOutRequired;
  return nightsBetween(checkIn, checkOut) >= 1 ? null : MESSAGES.checkOutNotAfterCheckIn;
}
