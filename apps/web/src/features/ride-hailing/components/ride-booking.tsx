import { Box, Button, Card, Heading, HStack, IconButton, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LuBike, LuClock, LuCrosshair, LuMapPin } from 'react-icons/lu';
import { FormError } from '@/components/form-error';
import { toastSuccess } from '@/components/toast-helpers';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatNaira } from '@/lib/format';
import { useLocateOnce } from '@/lib/geolocation';
import { loginPathWithNext } from '@/lib/return-path';
import { useSession } from '@/lib/use-session';
import { requestRide, useRecentPlaces, useRideEstimate, type Ride, type RidePaymentMethod, type RidePlace } from '../api/rides';
import { EMPTY_DRAFT, formatCoords, LAGOS_PLACES, parseDraft, pinAt, placeName, type RideDraft } from '../model/places';
import { LazyRideMap } from './lazy-ride-map';
import type { MapPin } from './ride-map';

const DRAFT_KEY = 'oja-ride-draft';
type Target = 'pickup' | 'destination';

export const BOOKING_TEXTS = {
  requestFailed: 'Failed to request the ride. Please try again.',
  estimateFailed: 'Failed to work out the fare',
} as const;

function readDraft(): RideDraft {
  try {
    return parseDraft(sessionStorage.getItem(DRAFT_KEY));
  } catch {
    return EMPTY_DRAFT;
  }
}

function writeDraft(draft: RideDraft | null) {
  try {
    if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    /* private mode: the draft is only a convenience */
  }
}

/** The pins a booking shows on the map. */
function bookingPins(draft: RideDraft): MapPin[] {
  const pins: MapPin[] = [];
  if (draft.pickup) pins.push({ kind: 'pickup', lat: draft.pickup.lat, lng: draft.pickup.lng, label: `Pickup: ${placeName(draft.pickup)}` });
  if (draft.destination)
    pins.push({ kind: 'destination', lat: draft.destination.lat, lng: draft.destination.lng, label: `Destination: ${placeName(draft.destination)}` });
  return pins;
}

function PlaceLine({ title, place, testId }: { title: string; place: RidePlace | null; testId: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="sm" fontWeight="medium">
        {title}
      </Text>
      <Text fontSize="sm" color={place ? 'gray.800' : 'gray.500'} data-testid={testId} wordBreak="break-word">
        {place ? `${placeName(place)}${place.label ? ` (${formatCoords(place)})` : ''}` : 'Not set yet'}
      </Text>
    </Stack>
  );
}

function PlaceButtons({ title, places, onChoose }: { title: string; places: readonly RidePlace[]; onChoose: (p: RidePlace) => void }) {
  if (places.length === 0) return null;
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="medium">
        {title}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        {places.map((p) => (
          <Button key={`${p.label}-${p.lat}-${p.lng}`} size="xs" variant="outline" onClick={() => onChoose(p)} maxW="full" whiteSpace="normal" h="auto" py="1">
            <LuMapPin aria-hidden /> {placeName(p)}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}

/**
 * The real request (docs/rides.md): the pickup from the browser's position, a tap on the map or a place; the
 * destination likewise; the estimate the API quotes; cash or card; "Request Ride" (signed-in customers; others go to
 * the login and come back with their pins kept).
 */
export function RideBooking({ onRequested, onInProgress }: { onRequested: (ride: Ride) => void; onInProgress: () => void }) {
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<RideDraft>(readDraft);
  const [target, setTarget] = useState<Target>(draft.pickup ? 'destination' : 'pickup');
  const geo = useLocateOnce();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const recent = useRecentPlaces(loggedIn);
  const estimate = useRideEstimate(draft.pickup, draft.destination);

  useEffect(() => writeDraft(draft), [draft]);

  /** Sets the place being chosen; after the pickup, the destination is next. */
  const choose = (place: RidePlace, which: Target = target) => {
    setError(null);
    setDraft((d) => ({ ...d, [which]: place }));
    if (which === 'pickup' && !draft.destination) setTarget('destination');
  };

  const locate = () => geo.locate((p) => choose(pinAt(p, `My location (${p.lat.toFixed(4)}, ${p.lng.toFixed(4)})`), 'pickup'));

  const request = async () => {
    if (!draft.pickup || !draft.destination) return;
    if (!loggedIn) {
      navigate(loginPathWithNext('/ride-hailing'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await requestRide({ pickup: draft.pickup, destination: draft.destination, payment_method: draft.payment_method });
      toastSuccess(res.message ?? 'Looking for a rider near you…');
      writeDraft(null);
      onRequested(res.data);
    } catch (e) {
      setError(errorMessage(e, BOOKING_TEXTS.requestFailed));
      if (e instanceof ApiError && e.code === 'RIDE_IN_PROGRESS') onInProgress();
    } finally {
      setBusy(false);
    }
  };

  const est = estimate.data?.data;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h2" size="md">
            Where to?
          </Heading>
          <HStack justify="space-between" align="start" gap="3">
            <PlaceLine title="Pickup" place={draft.pickup} testId="real-pickup" />
            <IconButton aria-label="Use current location" variant="outline" onClick={locate} loading={geo.locating} flexShrink={0}>
              <LuCrosshair />
            </IconButton>
          </HStack>
          {geo.error && (
            <Text color="red.700" fontSize="sm" role="alert">
              {geo.error}
            </Text>
          )}
          <PlaceLine title="Destination" place={draft.destination} testId="real-destination" />

          <RadioGroup.Root value={target} onValueChange={(e) => setTarget(e.value as Target)} size="sm">
            <RadioGroup.Label fontSize="sm" fontWeight="medium" mb="1" display="block">
              A tap on the map or a place below sets the
            </RadioGroup.Label>
            <HStack gap="4">
              {(['pickup', 'destination'] as const).map((t) => (
                <RadioGroup.Item key={t} value={t}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t === 'pickup' ? 'Pickup' : 'Destination'}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>

          {loggedIn && <PlaceButtons title="Your recent places" places={recent.data?.data ?? []} onChoose={(p) => choose(p)} />}
          <PlaceButtons title="Popular places in Lagos" places={LAGOS_PLACES} onChoose={(p) => choose(p)} />

          <Box bg="green.50" rounded="md" p="3" borderWidth="1px" borderColor="green.200" data-testid="ride-estimate">
            {!draft.pickup || !draft.destination ? (
              <Text fontSize="sm">Set the pickup and the destination to see the fare.</Text>
            ) : estimate.error ? (
              <Text fontSize="sm" color="red.700" role="alert">
                {errorMessage(estimate.error, BOOKING_TEXTS.estimateFailed)}
              </Text>
            ) : !est ? (
              <Text fontSize="sm">Working out the fare…</Text>
            ) : (
              <HStack gap="4" flexWrap="wrap" fontSize="sm">
                <Text data-testid="estimate-distance">{est.distance_km} km</Text>
                <Text data-testid="estimate-fare" fontWeight="semibold">
                  Fare {formatNaira(est.fare)}
                </Text>
                <Text data-testid="estimate-minutes">
                  <LuClock style={{ display: 'inline' }} aria-hidden /> about {est.minutes} min
                </Text>
              </HStack>
            )}
          </Box>

          <RadioGroup.Root
            value={draft.payment_method}
            onValueChange={(e) => setDraft((d) => ({ ...d, payment_method: e.value as RidePaymentMethod }))}
            size="sm"
          >
            <RadioGroup.Label fontSize="sm" fontWeight="medium" mb="1" display="block">
              How will you pay?
            </RadioGroup.Label>
            <Stack gap="2">
              <RadioGroup.Item value="cash">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Cash: pay the rider at the end of the trip</RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="card">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Card: pay online before the trip starts (held until the ride is completed)</RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </RadioGroup.Root>

          <FormError message={error} testId="ride-request-error" />
          <Button colorPalette="green" onClick={() => void request()} loading={busy} disabled={!draft.pickup || !draft.destination}>
            <LuBike /> Request Ride
          </Button>
          {!loggedIn && (
            <Text fontSize="sm" color="gray.600">
              You will be asked to log in first; your pickup and destination are kept.
            </Text>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h2" size="md">
            Map
          </Heading>
          <LazyRideMap
            pins={bookingPins(draft)}
            onPick={(p) => choose(pinAt(p, `Pin (${p.lat.toFixed(4)}, ${p.lng.toFixed(4)})`))}
            hint={`Tap the map to set the ${target}. Without the map, use your location and the places.`}
          />
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
