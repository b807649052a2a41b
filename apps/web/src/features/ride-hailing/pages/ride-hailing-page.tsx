import { Alert, Badge, Button, Container } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LoadingState } from '@/components/loading-state';
import { loginPathWithNext } from '@/lib/return-path';
import { useLiveConnection } from '@/lib/live';
import { useSession } from '@/lib/use-session';
import { useCurrentRide, useOnlineRiders } from '../api/rides';
import { OnlineRiders } from '../components/online-riders';
import { RideBooking } from '../components/ride-booking';
import { RidePageFrame } from '../components/ride-page-frame';
import { RideSimulation } from '../components/ride-simulation';
import { RideTracker } from '../components/ride-tracker';
import { rideIdFromSearch } from '../model/ride-view';

/**
 * `/ride-hailing`: real okada rides (docs/rides.md) while at least one rider is online, or while the
 * customer has a ride in progress (resumed on reload); otherwise the spec's simulation, labelled "Sample data".
 * Once real, the page stays real for the visit (a rider going offline does not swap the form under the customer).
 */
export function RideHailingPage() {
  const { loggedIn, token } = useSession();
  // A public page: the live channel the dashboards keep is opened here too while signed in (the ride's status, the rider's position).
  useLiveConnection(loggedIn ? token : null);
  const location = useLocation();
  const navigate = useNavigate();
  const online = useOnlineRiders();
  const current = useCurrentRide(loggedIn);
  const [followed, setFollowed] = useState<number | null>(() => rideIdFromSearch(location.search));
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [real, setReal] = useState(false);
  const riders = online.data?.data ?? [];
  const currentRide = current.data?.data ?? null;
  const resumed = currentRide && currentRide.id !== dismissed ? currentRide.id : null;
  if (!real && (riders.length > 0 || resumed !== null || followed !== null)) setReal(true);

  if (!real && ((!online.data && !online.error) || (loggedIn && !current.data && !current.error))) {
    return (
      <Container maxW="6xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
        <LoadingState label="Looking for riders near you..." />
      </Container>
    );
  }
  if (!real) return <RideSimulation />;

  const rideId = followed ?? resumed;
  const paymentCancelled = new URLSearchParams(location.search).get('payment') === 'cancelled';
  const done = () => {
    setDismissed(rideId);
    setFollowed(null);
    void current.mutate();
    if (location.search) navigate('/ride-hailing', { replace: true });
  };
  return (
    <RidePageFrame
      badge={
        <Badge colorPalette="green" data-testid="live-rides-badge">
          Live riders
        </Badge>
      }
      intro="Book a verified motorcycle rider: set your pickup and destination, see the fare, and follow your rider on the map."
    >
      {paymentCancelled && rideId !== null && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>The card payment was not completed. You can pay again below.</Alert.Title>
        </Alert.Root>
      )}
      {rideId !== null && !loggedIn ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Log in to follow your ride.</Alert.Title>
            <Button asChild mt="2" size="sm" colorPalette="green" alignSelf="start">
              <RouterLink to={loginPathWithNext(`${location.pathname}${location.search}`)}>Log in</RouterLink>
            </Button>
          </Alert.Content>
        </Alert.Root>
      ) : rideId !== null ? (
        <RideTracker key={rideId} rideId={rideId} onDone={done} />
      ) : (
        <RideBooking
          onRequested={(ride) => {
            setFollowed(ride.id);
            void current.mutate();
          }}
          onInProgress={() => void current.mutate()}
        />
      )}
      <OnlineRiders riders={riders} />
    </RidePageFrame>
  );
}
