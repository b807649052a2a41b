import { Badge, Box, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuExternalLink, LuMapPin } from 'react-icons/lu';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatSecondsLeft, useSecondsLeft } from '@/lib/countdown';
import { formatNaira } from '@/lib/format';
import type { RiderRide, RiderRidePlace, RiderStep } from '../api/rider';
import { directionsUrl } from '../model/position-throttle';
import { StartCodeDialog } from './start-code-dialog';

const placeName = (p: RiderRidePlace) => (p.label && p.label.trim() ? p.label.trim() : `${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}`);

/** The rule the rider reads before giving a ride up (docs/rides.md). */
export const RIDER_CANCEL_RULE =
  'The customer is told at once and can request another rider. There is no fee; a card payment goes back to the customer in full. A ride cannot be given up once the trip has started.';

function Place({ title, place }: { title: string; place: RiderRidePlace }) {
  return (
    <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
      <Stack gap="0" minW="0">
        <Text fontSize="xs" color="gray.600">
          {title}
        </Text>
        <Text fontSize="sm" wordBreak="break-word">
          <LuMapPin style={{ display: 'inline' }} aria-hidden /> {placeName(place)}
        </Text>
      </Stack>
      <Button asChild size="xs" variant="outline">
        <Link href={directionsUrl(place)} target="_blank" rel="noopener noreferrer" aria-label={`Open the ${title.toLowerCase()} in Maps`}>
          <LuExternalLink aria-hidden /> Open in Maps
        </Link>
      </Button>
    </HStack>
  );
}

function Money({ ride }: { ride: RiderRide }) {
  return (
    <HStack gap="4" flexWrap="wrap" fontSize="sm">
      <Text>{ride.distance_km} km</Text>
      <Text fontWeight="semibold">{formatNaira(ride.fare)}</Text>
      <Text>about {ride.minutes} min</Text>
      <Text color="gray.600">
        {ride.payment_method === 'cash' ? 'Cash: collect it at the end' : ride.payment_status === 'paid' ? 'Card: paid' : 'Card: not paid yet'}
      </Text>
    </HStack>
  );
}

/** An offer with its countdown to `offer_expires_at`, Accept and Decline; gone (and re-read) when the time is up. */
export function OfferCard({ offer, busy, onStep, onExpired }: { offer: RiderRide & { offer_expires_at: string | null }; busy: boolean; onStep: (step: RiderStep) => void; onExpired: () => void }) {
  const left = useSecondsLeft(offer.offer_expires_at);
  const over = left === 0;
  useEffect(() => {
    if (over) onExpired();
    // Once, when the time is up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [over]);
  if (over) return null;
  return (
    <Card.Root borderColor="orange.400" borderWidth="2px" data-testid="rider-offer">
      <Card.Body gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h3" size="sm">
            New ride request
          </Heading>
          {left !== null && (
            <Badge colorPalette="orange" data-testid="offer-countdown">
              {formatSecondsLeft(left)} left
            </Badge>
          )}
        </HStack>
        <Place title="Pickup" place={offer.pickup} />
        <Place title="Destination" place={offer.destination} />
        <Money ride={offer} />
        <HStack gap="2">
          <Button colorPalette="green" loading={busy} onClick={() => onStep('accept')}>
            Accept ride
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => onStep('decline')}>
            Decline ride
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

const STEP_BUTTONS: { step: RiderStep; label: string }[] = [
  { step: 'arrived', label: 'Arrived at pickup' },
  { step: 'start', label: 'Start trip' },
  { step: 'complete', label: 'Complete trip' },
];

/** The ride in hand: where to go (with "Open in Maps"), the fare, and the step buttons the ride offers now. */
export function CurrentRideCard({ ride, busy, onStep }: { ride: RiderRide; busy: boolean; onStep: (step: RiderStep, code?: string) => Promise<void> }) {
  const [starting, setStarting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const can = (s: RiderStep) => ride.actions.includes(s);
  const next =
    ride.status === 'found'
      ? 'Go to the pickup and tap "Arrived at pickup".'
      : ride.status === 'pickup'
        ? 'Ask the customer for their start code, then start the trip.'
        : ride.status === 'ongoing'
          ? `Take the customer to the destination${ride.payment_method === 'cash' ? `, collect ${formatNaira(ride.fare)} in cash` : ''}, then complete the trip.`
          : null;
  return (
    <Card.Root borderColor="green.400" borderWidth="2px" data-testid="rider-current-ride">
      <Card.Body gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h3" size="sm">
            Your ride #{ride.id}
          </Heading>
          <Badge colorPalette="green" data-testid="rider-ride-status" data-status={ride.status}>
            {ride.status_label}
          </Badge>
        </HStack>
        <Place title="Pickup" place={ride.pickup} />
        <Place title="Destination" place={ride.destination} />
        <Money ride={ride} />
        {next && (
          <Box bg="green.50" rounded="md" p="2">
            <Text fontSize="sm">{next}</Text>
          </Box>
        )}
        <HStack gap="2" flexWrap="wrap">
          {STEP_BUTTONS.filter((b) => can(b.step)).map((b) => (
            <Button key={b.step} colorPalette="green" loading={busy} onClick={() => (b.step === 'start' ? setStarting(true) : void onStep(b.step))}>
              {b.label}
            </Button>
          ))}
          {can('cancel') && (
            <Button variant="outline" colorPalette="red" disabled={busy} onClick={() => setCancelling(true)}>
              Cancel ride
            </Button>
          )}
        </HStack>
        <StartCodeDialog open={starting} onClose={() => setStarting(false)} onStart={(code) => onStep('start', code)} />
        <ConfirmDialog
          open={cancelling}
          onClose={() => setCancelling(false)}
          onConfirm={() => onStep('cancel')}
          title="Give this ride up?"
          message={RIDER_CANCEL_RULE}
          confirmLabel="Yes, give the ride up"
          cancelLabel="Keep the ride"
          colorPalette="red"
        />
      </Card.Body>
    </Card.Root>
  );
}
