import { LoadingState } from '@/components/loading-state';
import { useRestaurants } from '../api/food';
import { FoodDemo } from '../components/food-demo';
import { LiveFood } from '../components/live-food';

/** The unfiltered first page: whether any restaurant is live decides between the real list and the demonstration. */
const PROBE = { q: '', category: '', page: 1 };

/**
 * `/food-delivery`: the live restaurants when at least one is live and open (the first,
 * unfiltered call decides), else the spec's demonstration, labelled Sample data.
 */
export function FoodDeliveryPage() {
  const probe = useRestaurants(PROBE);
  if (probe.isLoading && !probe.data) return <LoadingState label="Loading restaurants..." minH="60vh" />;
  // A failed first call is no live list: the demonstration stays (the live list shows its own errors).
  const live = (probe.data?.data.length ?? 0) > 0;
  return live ? <LiveFood /> : <FoodDemo />;
}
