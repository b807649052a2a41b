import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiBody, ApiData } from '@/lib/api-schema';

export type OnlineRider = ApiData<'/api/riders/online'>[number];
export type MyRides = ApiAnswer<'/api/rides/my'>;
export type RideInput = ApiBody<'/api/rides', 'post'>;

export function useOnlineRiders() {
  return useSWR<ApiAnswer<'/api/riders/online'>>('/api/riders/online');
}

export function useMyRides(page = 1) {
  return useSWR<MyRides>(`/api/rides/my?page=${page}`);
}

export function saveRide(body: RideInput) {
  return apiRequest<ApiAnswer<'/api/rides', 'post'>>('/api/rides', { method: 'POST', body });
}
