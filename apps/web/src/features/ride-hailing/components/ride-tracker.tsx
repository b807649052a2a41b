import { Alert, Badge, Box, Button, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuClock, LuMapPin, LuNavigation, LuPhone } from 'react-icons/lu';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LeaveReviewButton } from '@/components/leave-review-dialog';
import { LoadingState } from '@/components/loading-state';
import { RetryAlert } from '@/components/retry-alert';
import { ReportProblemDialog } from '@/components/text-prompt-dialog';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatSecondsLeft, useSecondsLeft } from '@/lib/countdown';
import { formatNaira } from '@/lib/format';
import { useLiveEvent } from '@/lib/live';
import { formatPhoneNg } from '@/lib/phone';
import { cancelRide, payRide, reportRideProblem, useRide, type Ride, type RidePositionEvent } from '../api/rides';
import { formatCoords, placeName } from '../model/places';
import { cancelRule, endedMessage, latestPosition, offers, readPositionEvent, RIDE_STEPS, rideEnded, stepState } from '../model/ride-view';
import { LazyRideMap } from './lazy-ride-map';
import type { MapPin } from './ride-map';

export const TRACKER_TEXTS = {
  cancelFailed: 'Failed to cancel the ride',
  payFailed: 'Failed to initiate payment. Please try again.',
  loadFailed: 'Failed to load your ride',
} as const;

const PALETTE: Partial<Record<Ride['status'], string>> = { completed: 'green', cancelled: 'red', expired: 'red', disputed: 'orange', refunded: 'purple' };

function Steps({ ride }: { ride: Ride }) {
  if (ride.status === 'cancelled' || ride.status === 'expired') return null;
  return (
    <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" aria-label="Ride progress" data-testid="ride-steps">
      {RIDE_STEPS.map((s) => {
        const state = stepState(ride.status, s.status);
        return (
          <HStack as="li" key={s.status} gap="2" fontSize="sm" aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
            <Box
              w="5"
              h="5"
              rounded="full"
              display="flex"
              alignItems="center"
              justifyContent="center"
              bg={state === 'done' ? 'green.600' : state === 'current' ? 'orange.400' : 'gray.200'}
              color="white"
              flexShrink={0}
            >
              {state === 'done' && <LuCheck size={12} aria-hidden />}
            </Box>
            <Text fontWeight={state === 'current' ? 'semibold' : 'normal'} color={state === 'todo' ? 'gray.500' : 'gray.800'}>
              {s.label}
            </Text>
          </HStack>
        );
      })}
    </Stack>
  );
}

function SearchCountdown({ until }: { until: string | null }) {
  const left = useSecondsLeft(until);
  if (left === null) return null;
  return (
    <Text fontSize="sm" color="gray.600" data-testid="search-countdown">
      {left > 0 ? `We keep looking for ${formatSecondsLeft(left)} more.` : 'Still no rider: the search is ending.'}
    </Text>
  );
}

function StartCode({ code, big }: { code: string; big: boolean }) {
  return (
    <Box bg={big ? 'orange.50' : 'gray.50'} borderWidth="1px" borderColor={big ? 'orange.300' : 'gray.200'} rounded="md" p={big ? '4' : '3'} textAlign="center">
      <Text fontWeight="semibold">{big ? 'Tell your rider this code' : 'Your start code (tell your rider when they arrive)'}</Text>
      <Text
        fontSize={big ? { base: '5xl', md: '6xl' } : '2xl'}
        fontWeight="bold"
        letterSpacing="0.3em"
        fontFamily="mono"
        data-testid="start-code"
        aria-label={`Start code ${code.split('').join(' ')}`}
      >
        {code}
      </Text>
    </Box>
  );
}

function ridePins(ride: Ride, rider: { lat: number; lng: number } | null): MapPin[] {
  const pins: MapPin[] = [
    { kind: 'pickup', lat: ride.pickup.lat, lng: ride.pickup.lng, label: `Pickup: ${placeName(ride.pickup)}` },
    { kind: 'destination', lat: ride.destination.lat, lng: ride.destination.lng, label: `Destination: ${placeName(ride.destination)}` },
  ];
  if (rider && !rideEnded(ride.status)) pins.push({ kind: 'rider', lat: rider.lat, lng: rider.lng, label: ride.rider ? ride.rider.name : 'Your rider' });
  return pins;
}

/**
 * The customer's ride as it happens: its status, the rider once found, the start code at pickup, the
 * rider moving on the map from `ride.position` events with the ETA, Cancel (the rule first), Pay by card, and the
 * review once completed. The live channel re-fetches the ride on every status change.
 */
export function RideTracker({ rideId, onDone }: { rideId: number; onDone: () => void }) {
  const { data, error, isValidating, mutate } = useRide(rideId);
  const [moved, setMoved] = useState<RidePositionEvent | null>(null);
  const [asking, setAsking] = useState(false);
  const [paying, setPaying] = useState(false);
  const [reporting, setReporting] = useState(false);
  useLiveEvent('ride.position', (e) => {
    const p = readPositionEvent(e);
    if (p && p.ride_id === rideId) setMoved(p);
  });

  if (error) {
    const gone = error instanceof ApiError && error.status === 404;
    return (
      <Stack gap="3">
        <RetryAlert message={errorMessage(error, TRACKER_TEXTS.loadFailed)} retrying={isValidating} onRetry={() => void mutate()} />
        {gone && (
          <Button alignSelf="start" variant="outline" onClick={onDone}>
            Book a ride
          </Button>
        )}
      </Stack>
    );
  }
  if (!data) return <LoadingState label="Loading your ride..." />;
  const ride = data.data;
  const position = latestPosition(ride, moved);
  const ended = endedMessage(ride);

  const cancel = async () => {
    try {
      const res = await cancelRide(ride.id);
      toastSuccess(res.message ?? 'Ride cancelled.');
    } catch (e) {
      toastFailure(TRACKER_TEXTS.cancelFailed, e);
    }
    await mutate();
  };
  const report = async (reason: string) => {
    try {
      const res = await reportRideProblem(ride.id, reason);
      toastSuccess(res.message ?? 'Your report has been sent.');
      setReporting(false);
    } catch (e) {
      toastFailure('Failed to report the problem. Please try again.', e);
    }
    await mutate();
  };
  const pay = async () => {
    setPaying(true);
    try {
      window.location.assign((await payRide(ride.id)).data.payment_url);
    } catch (e) {
      toastFailure(TRACKER_TEXTS.payFailed, e);
      setPaying(false);
    }
  };

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <Card.Root>
        <Card.Body gap="4">
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <Heading as="h2" size="md">
              Your ride
            </Heading>
            <Badge colorPalette={PALETTE[ride.status] ?? 'orange'} data-testid="ride-status" data-status={ride.status}>
              {ride.status_label}
            </Badge>
          </HStack>
          <Steps ride={ride} />

          <Stack gap="1" fontSize="sm">
            <Text>
              <LuMapPin style={{ display: 'inline' }} aria-hidden /> {placeName(ride.pickup)} → {placeName(ride.destination)}
            </Text>
            <HStack gap="4" flexWrap="wrap">
              <Text data-testid="ride-distance">{ride.distance_km} km</Text>
              <Text data-testid="ride-fare" fontWeight="semibold">
                Fare {formatNaira(ride.fare)}
              </Text>
              <Text>
                <LuClock style={{ display: 'inline' }} aria-hidden /> about {ride.minutes} min
              </Text>
            </HStack>
            <Text color="gray.600" data-testid="ride-payment">
              {ride.payment_method === 'cash'
                ? 'Cash: pay your rider at the end of the trip.'
                : ride.payment_status === 'paid'
                  ? 'Card: paid, held until the ride is completed.'
                  : ride.payment_status === 'refunded'
                    ? 'Card: refunded.'
                    : 'Card: not paid yet.'}
            </Text>
          </Stack>

          {ride.status === 'searching' && (
            <Stack gap="1">
              <Text fontWeight="semibold">Looking for a rider near you…</Text>
              <SearchCountdown until={ride.search_ends_at} />
            </Stack>
          )}

          {ride.rider && !rideEnded(ride.status) && (
            <Box borderWidth="1px" rounded="md" p="3" data-testid="ride-rider">
              <HStack justify="space-between" flexWrap="wrap" gap="2">
                <Stack gap="0">
                  <Text fontWeight="semibold">{ride.rider.name}</Text>
                  <Text fontSize="sm" color="gray.600">
                    {ride.rider.vehicle_type ?? 'Motorbike'}
                  </Text>
                </Stack>
                {ride.rider.phone && (
                  <Button asChild size="sm" variant="outline">
                    <Link href={`tel:${ride.rider.phone}`} aria-label={`Call ${ride.rider.name}`}>
                      <LuPhone aria-hidden /> {formatPhoneNg(ride.rider.phone)}
                    </Link>
                  </Button>
                )}
              </HStack>
              <Text fontSize="sm" mt="2" data-testid="ride-eta">
                <LuNavigation style={{ display: 'inline' }} aria-hidden />{' '}
                {ride.status === 'pickup'
                  ? 'Your rider is at the pickup.'
                  : !position
                    ? 'Waiting for your rider’s position…'
                    : ride.status === 'ongoing'
                      ? `About ${position.eta_minutes} min to your destination.`
                      : `Your rider arrives in about ${position.eta_minutes} min.`}
              </Text>
              {position && (
                <Text fontSize="xs" color="gray.600" data-testid="rider-position">
                  Rider at {formatCoords(position)}
                </Text>
              )}
            </Box>
          )}

          {ride.start_code && (ride.status === 'found' || ride.status === 'pickup') && <StartCode code={ride.start_code} big={ride.status === 'pickup'} />}

          {offers(ride, 'pay') && ride.payment_method === 'card' && ride.payment_status === 'pending' && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Pay before the trip starts: your rider cannot start an unpaid card ride.</Alert.Title>
                <Button mt="2" size="sm" colorPalette="green" loading={paying} onClick={() => void pay()}>
                  Pay by card
                </Button>
              </Alert.Content>
            </Alert.Root>
          )}

          {ride.status === 'completed' && (
            <Stack gap="3" data-testid="ride-completed">
              <Text fontWeight="semibold">You have arrived. Thank you for riding with Oja.</Text>
              <Text fontSize="sm" color="gray.600">
                Rate your ride: your rider rates you too. Had a problem? Report it within 24 hours.
              </Text>
              <HStack gap="2" flexWrap="wrap">
                <LeaveReviewButton kind="ride" id={ride.id} />
                {offers(ride, 'report_problem') && (
                  <Button size="sm" variant="outline" colorPalette="orange" data-testid="report-ride-problem" onClick={() => setReporting(true)}>
                    Report a problem
                  </Button>
                )}
              </HStack>
            </Stack>
          )}

          {(ride.status === 'disputed' || ride.status === 'refunded') && (
            <Alert.Root status="info" data-testid="ride-disputed">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {ride.status === 'disputed'
                    ? 'Problem reported: an administrator is looking at it.'
                    : 'Resolved: part of your fare is refunded to your card.'}
                </Alert.Title>
                {ride.problem_reason && <Alert.Description>You wrote: “{ride.problem_reason}”</Alert.Description>}
              </Alert.Content>
            </Alert.Root>
          )}
          <ReportProblemDialog
            open={reporting}
            onClose={() => setReporting(false)}
            description={
              ride.payment_method === 'card'
                ? 'Tell us what went wrong. Your rider’s share of the fare is held until an administrator has looked at it.'
                : 'Tell us what went wrong. An administrator looks at it and talks to you and the rider.'
            }
            onSubmit={(reason) => report(reason)}
            photos={false}
          />

          {ended && (
            <Alert.Root status={ride.status === 'expired' ? 'warning' : 'info'} data-testid="ride-ended">
              <Alert.Indicator />
              <Alert.Title>{ended}</Alert.Title>
            </Alert.Root>
          )}

          <HStack gap="2" flexWrap="wrap">
            {offers(ride, 'cancel') && (
              <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
                Cancel ride
              </Button>
            )}
            {rideEnded(ride.status) && (
              <Button colorPalette="green" onClick={onDone}>
                Book another ride
              </Button>
            )}
          </HStack>
          <ConfirmDialog
            open={asking}
            onClose={() => setAsking(false)}
            onConfirm={cancel}
            title="Cancel this ride?"
            message={cancelRule(ride)}
            confirmLabel="Yes, cancel the ride"
            cancelLabel="Keep the ride"
            colorPalette="red"
          />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h2" size="md">
            Live tracking
          </Heading>
          <LazyRideMap pins={ridePins(ride, position)} />
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
