import useSWR from 'swr';
import type { ServiceCategoryId } from '../model/categories';

export interface ServicePricing {
  id: number;
  service_vendor_id: number;
  title: string;
  description: string | null;
  /** Naira; older servers may send a numeric string. */
  price: number | string;
  created_at?: string;
  updated_at?: string;
}

/** A public general-service vendor (spec 000 §3). */
export interface ServiceVendor {
  id: number;
  vendor_id: number;
  service_name: string;
  description: string | null;
  location: string | null;
  phone: string | null;
  email: string | null;
  rating: string | number | null;
  rating_count: number | null;
  total_reviews: number | null;
  is_featured: boolean;
  category?: string;
  categories?: string[];
  created_at: string;
  updated_at: string;
  vendor: {
    business_name: string | null;
    is_verified: number | boolean;
    user: { name: string | null; profile_picture: string | null; phone: string | null };
  };
  pricings: ServicePricing[];
}

export interface ServiceVendorsResponse {
  data: ServiceVendor[];
  meta?: { current_page: number; per_page: number; total: number; last_page: number };
}

export interface ServiceVendorQuery {
  q: string;
  category: ServiceCategoryId;
  page: number;
}

export const SERVICE_VENDORS_PER_PAGE = 12;

/** The SWR key (the API path) of one page of the directory. */
export function serviceVendorsKey({ q, category, page }: ServiceVendorQuery): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (category !== 'all') params.set('category', category);
  params.set('page', String(page));
  params.set('per_page', String(SERVICE_VENDORS_PER_PAGE));
  return `/api/service-vendors?${params.toString()}`;
}

/** GET /api/service-vendors (public): live general-service vendors. */
export function useServiceVendors(query: ServiceVendorQuery) {
  return useSWR<ServiceVendorsResponse>(serviceVendorsKey(query), { keepPreviousData: true, revalidateOnFocus: false });
}

/** GET /api/service-vendors/{id}: one live vendor (for `?book={id}` when it is not on the page shown). */
export function useServiceVendor(id: string | null) {
  return useSWR<{ data: ServiceVendor }>(id ? `/api/service-vendors/${encodeURIComponent(id)}` : null);
}
