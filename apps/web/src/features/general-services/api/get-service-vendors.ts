import useSWR from 'swr';
import type { ApiAnswer, ApiSchemas } from '@/lib/api-schema';
import { useFirstPageSWR } from '@/lib/use-first-page-swr';
import { placeQuery } from '@/lib/use-place-params';
import type { ServiceCategoryId } from '../model/categories';

export type ServicePricing = ApiSchemas['Pricing'];

/** A public general-service vendor. */
export type ServiceVendor = ApiSchemas['ServiceVendor'];

/** GET /api/service-vendors: one page of the directory. */
export type ServiceVendorsResponse = ApiAnswer<'/api/service-vendors'>;

export interface ServiceVendorQuery {
  q: string;
  category: ServiceCategoryId;
  page: number;
  /** A state id (lagos, fct, …) or '' for all. */
  state?: string;
  /** Text in the vendor's location, or ''. */
  area?: string;
}

export const SERVICE_VENDORS_PER_PAGE = 12;

/** The SWR key (the API path) of one page of the directory. */
export function serviceVendorsKey({ q, category, page, state, area }: ServiceVendorQuery): string {
  const params = placeQuery({ q, state, area });
  if (category !== 'all') params.set('category', category);
  params.set('page', String(page));
  params.set('per_page', String(SERVICE_VENDORS_PER_PAGE));
  return `/api/service-vendors?${params.toString()}`;
}

/** GET /api/service-vendors (public): live general-service vendors; the prerendered first page hydrates from its drawn answer. */
export function useServiceVendors(query: ServiceVendorQuery) {
  return useFirstPageSWR<ServiceVendorsResponse>(serviceVendorsKey(query), { keepPreviousData: true, revalidateOnFocus: false });
}

/** GET /api/service-vendors/{id}: one live vendor (for `?book={id}` when it is not on the page shown). */
export function useServiceVendor(id: string | null) {
  return useSWR<{ data: ServiceVendor }>(id ? `/api/service-vendors/${encodeURIComponent(id)}` : null);
}
