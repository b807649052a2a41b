import useSWR from 'swr';
import type { ApiSchemas } from '@/lib/api-schema';
import { getStoredUser } from '@/lib/auth-storage';

type OrderWithAddress = Pick<ApiSchemas['CustomerServiceOrder'], 'id' | 'service_address'>;

/**
 * The address to prefill in the booking form: the profile's, if it has one, else the address of the
 * customer's latest order that has one (GET /api/service-orders), else ''.
 */
export function useDefaultServiceAddress(enabled: boolean): { address: string; ready: boolean } {
  const profile = (getStoredUser() as { address?: string | null } | null)?.address?.trim();
  const { data, error, isLoading } = useSWR<{ data: OrderWithAddress[] }>(enabled && !profile ? '/api/service-orders' : null);
  if (profile) return { address: profile, ready: true };
  const latest = (data?.data ?? []).filter((o) => o.service_address?.trim()).sort((a, b) => b.id - a.id)[0];
  return { address: latest?.service_address?.trim() ?? '', ready: !enabled || Boolean(error) || (!isLoading && data !== undefined) };
}
