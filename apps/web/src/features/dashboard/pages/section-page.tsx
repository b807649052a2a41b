import { Navigate, useLocation, useParams } from 'react-router-dom';
import { ComingSoon } from '@/components/coming-soon';
import { NotFoundPage } from '@/components/not-found-page';
import { isDashboardSegment, menuItem } from '@/config/dashboard-menus';
import { useSession } from '@/lib/use-session';

const DESCRIPTIONS: Record<string, string> = {
  bookings: 'Your apartment bookings, with payment, check-in and check-out, will appear here soon.',
  'my-service-orders': 'Your general-service orders and their progress will appear here soon.',
  wallet: 'Your wallet and payment history are coming soon.',
  pricings: 'Managing your service pricings is coming soon.',
  settings: 'Account settings are coming soon.',
  analytics: 'Analytics for your business are coming soon.',
};

/** A dashboard menu page whose content a later release builds: the shell with an honest notice. */
export function SectionPage() {
  const { segment, page: pageParam } = useParams();
  const { pathname } = useLocation();
  // Explicit routes (e.g. the guarded apartment pages) have no :page param: read it from the path.
  const page = pageParam ?? pathname.split('/')[3] ?? '';
  const { user, vendor } = useSession();
  if (!isDashboardSegment(segment)) return <NotFoundPage />;
  const item = menuItem(segment, page);
  if (!item || item.page === '') return <NotFoundPage />;

  // Guarded vendor pages (spec 001 §2): a vendor record is needed, and a live account.
  if (item.liveVendorOnly) {
    if (!user || user.user_type !== 'vendor' || !vendor) return <Navigate to="/login" replace />;
    if (!vendor.is_live) return <Navigate to={`/dashboard/${segment}/compliance`} replace />;
  }

  return (
    <ComingSoon
      title={`${item.label} — coming soon`}
      description={DESCRIPTIONS[page] ?? `${item.label} is coming soon. We are still building this part of your dashboard.`}
      backTo={`/dashboard/${segment}`}
      backLabel="Back to Overview"
    />
  );
}
