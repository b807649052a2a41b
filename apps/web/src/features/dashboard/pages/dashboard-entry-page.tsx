import { Navigate } from 'react-router-dom';
import { useSession } from '@/lib/use-session';

/** `/dashboard` and `/vendor-dashboard`: the generic entry sends each user to their own dashboard. */
export function DashboardEntryPage() {
  const { loggedIn, homePath } = useSession();
  return <Navigate to={loggedIn ? homePath : '/login'} replace />;
}
