import useSWR from 'swr';
import type { ApiData } from '@/lib/api-schema';

export type WeekPoint = ApiData<'/api/vendor/analytics'>['weeks'][number];

export const ANALYTICS_WEEKS = 12;

/** The weekly figures: a vendor's own (`vendor`), a customer's own (`me`), or none (`null`, e.g. no vendor record yet). */
export function useWeeklyAnalytics(scope: 'vendor' | 'me' | null) {
  return useSWR<{ data: { weeks: WeekPoint[] } }>(scope ? `/api/${scope}/analytics?weeks=${ANALYTICS_WEEKS}` : null);
}
