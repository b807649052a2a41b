import type { ReactNode } from 'react';
import { Navigate, Outlet, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { dashboardSegment } from '@oja/shared';
import { PageLoader } from '@/components/page-loader';
import type { StoredUser, VendorSummary } from '@/lib/auth-storage';
import { useSession } from '@/lib/use-session';

/** Same key as the dashboard shell's current-user fetch, so the request is shared. */
const ME_KEY = '/api/me';

interface Me {
  user: StoredUser;
  vendor: VendorSummary | null;
}

/**
 * Guards live-vendor pages: no stored vendor user or vendor record → `/login`;
 * a vendor that is not live → its segment's `/compliance`. A stored record that says "not live"
 * may be stale (approved since), so the fresh `GET /api/me` decides before redirecting.
 *
 * Use as a layout route (renders `<Outlet />`) or around an element:
 *   { element: <VendorGuard segments={['service-vendor']} />, children: [{ path: 'pricings', … }] }
 *   <VendorGuard><PricingsPage /></VendorGuard>
 * `segments` limits the guard to those dashboard segments (e.g. `orders` is guarded for
 * service vendors only); other segments pass straight through.
 */
export function VendorGuard({ segments, children }: { segments?: string[]; children?: ReactNode }) {
  const params = useParams();
  const { token, user, vendor } = useSession();
  const applies = !segments || (params.segment !== undefined && segments.includes(params.segment));
  const isVendor = Boolean(user && user.user_type === 'vendor' && vendor);
  const storedLive = Boolean(vendor?.is_live);
  const me = useSWR<Me>(applies && token && isVendor && !storedLive ? ME_KEY : null, { revalidateOnFocus: false });

  const content = <>{children ?? <Outlet />}</>;
  if (!applies) return content;
  if (!user || !vendor || user.user_type !== 'vendor') return <Navigate to="/login" replace />;
  if (storedLive) return content;

  if (!me.data && !me.error) return <PageLoader />;
  const fresh = me.data?.vendor ?? me.data?.user?.vendor ?? null;
  if (fresh?.is_live) return content;
  const segment = params.segment ?? dashboardSegment(user.user_type, vendor.category);
  return <Navigate to={`/dashboard/${segment}/compliance`} replace />;
}
