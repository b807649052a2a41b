import useSWR from 'swr';
import type { ApiAnswer } from '@/lib/api-schema';

export function useFoodDashboard() {
  return useSWR<ApiAnswer<'/api/vendor/food/dashboard'>>('/api/vendor/food/dashboard');
}
