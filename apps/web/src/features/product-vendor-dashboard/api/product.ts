import useSWR from 'swr';
import type { ApiAnswer } from '@/lib/api-schema';

export function useProductDashboard() {
  return useSWR<ApiAnswer<'/api/vendor/product/dashboard'>>('/api/vendor/product/dashboard');
}
