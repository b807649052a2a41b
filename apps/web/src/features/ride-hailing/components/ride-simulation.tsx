import { Badge, Box, Button, Card, Field, Heading, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { LuBike, LuClock, LuCrosshair, LuMapPin, LuNavigation, LuStar } from 'react-icons/lu';
import { rideMachine, type RideRider } from '@oja/shared';
import { SampleDataBadge } from '@/components/sample-data-badge';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { formatNaira } from '@/lib/format';
import { useLocateOnce } from '@/lib/geolocation';
import { useSession } from '@/lib/use-session';
import { saveRide, useOnlineRiders } from '../api/rides';
import { RidePageFrame } from './ride-page-frame';

const RECENT_LOCATIONS = ['Yaba, Lagos', 'Ikeja City Mall', 'Lekki Phase 1', 'Victoria Island', 'Surulere'];
const SAMPLE_RIDERS: (RideRider & { vehicle: string; rating: number; eta: number })[] = [
  { id: 'sample-1', name: 'Musa Ibrahim', vehicle: 'Bajaj Boxer', rating: 4.8, eta: 3, sample: true },
  { id: 'sample-2', name: 'Chinedu Okafor', vehicle: 'Honda CG125', rating: 4.6, eta: 5, sample: true },
  { id: 'sample-3', name: 'Tunde Bakare', vehicle: 'TVS Apache', rating: 4.9, eta: 4, sample: true },
];

const STATUS_TEXT: Record<string, string> = {
  booking: 'Enter your trip to see the fare',
  searching: 'Searching for a rider near you…',
  found: 'Rider found — waiting for the rider to accept',
  pickup: 'Rider accepted — on the way to pick you up',
  ongoing: 'Trip in progress',
  completed: 'You have arrived',
};

/**
 * The okada ride simulation: the ride machine of @oja/shared drives the states and delays. The page
 * shows it while no rider is online; the riders are the samples, labelled as such.
 */
export function RideSimulation() {
  const [state, send] = useMachine(rideMachine, { input: {} });
  const { loggedIn } = useSession();
  const [pickup, setPickup] = useState('');
  const [destination, setDestination] = useState('');
  const geo = useLocateOnce();
  const [chosen, setChosen] = useState<string | number | null>(null);
  const [stars, setStars] = useState(0);
  const [saving, setSaving] = useState(false);
  const online = useOnlineRiders();
  const liveRiders = online.data?.data ?? [];
  const usingSamples = !online.isLoading && liveRiders.length === 0;
  const riders: (RideRider & { vehicle: string; eta: number; rating?: number })[] = usingSamples
    ? SAMPLE_RIDERS
    : liveRiders.map((r, i) => ({
        id: r.id,
        name: r.name,
        vehicle: `${r.vehicle_type === 'tricycle' ? 'Tricycle' : 'Motorbike'} · ${r.experience_years} yrs`,
        eta: 2 + (i % 4),
      }));
  const value = state.value as string;
  const ctx = state.context;

  const locate = () => geo.locate((p) => setPickup(`Current location (${p.lat.toFixed(4)}, ${p.lng.toFixed(4)})`));

  const request = () => {
    const rider = riders.find((r) => r.id === chosen) ?? riders[0] ?? null;
    send({ type: 'REQUEST', pickup, destination, rider: rider ? { id: rider.id, name: rider.name, sample: Boolean(rider.sample) } : null });
  };

  const finish = async (rating: number | null) => {
    if (rating) send({ type: 'RATE', stars: rating });
    if (loggedIn) {
      setSaving(true);
      try {
        await saveRide({
          pickup: ctx.pickup,
          destination: ctx.destination,
          distance_km: ctx.distanceKm,
          fare: ctx.fare,
          rider_id: ctx.rider && !ctx.rider.sample && typeof ctx.rider.id === 'number' ? ctx.rider.id : undefined,
          rating: rating ?? undefined,
        });
        toastSuccess('Ride saved', 'It is on your Rides page in the dashboard.');
      } catch (err) {
        toastFailure('Failed to save your ride', err);
      } finally {
        setSaving(false);
      }
    }
    setStars(0);
    setPickup('');
    setDestination('');
    send({ type: 'FINISH' });
  };

  return (
    <RidePageFrame
      badge={
        <Badge colorPalette="blue" data-testid="demo-badge">
          Demonstration
        </Badge>
      }
      intro="Book a verified motorcycle rider and track your trip live. This is a simulation: no rider is dispatched and nothing is charged."
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Card.Root>
          <Card.Body gap="4">
            <Heading as="h2" size="md">
              Where to?
            </Heading>
            <Field.Root>
              <Field.Label>Pickup location</Field.Label>
              <HStack w="full">
                <Input value={pickup} onChange={(e) => setPickup(e.target.value)} placeholder="Enter pickup location" disabled={value !== 'booking'} />
                <IconButton aria-label="Use current location" variant="outline" onClick={locate} loading={geo.locating} disabled={value !== 'booking'}>
                  <LuCrosshair />
                </IconButton>
              </HStack>
            </Field.Root>
            {geo.error && (
              <Text color="red.700" fontSize="sm" role="alert">
                {geo.error}
              </Text>
            )}
            <Field.Root>
              <Field.Label>Destination</Field.Label>
              <Input value={destination} onChange={(e) => setDestination(e.target.value)} placeholder="Where are you going?" disabled={value !== 'booking'} />
            </Field.Root>
            <Stack gap="2">
              <Text fontSize="sm" fontWeight="medium">
                Recent locations
              </Text>
              <HStack gap="2" flexWrap="wrap">
                {RECENT_LOCATIONS.map((place) => (
                  <Button
                    key={place}
                    size="xs"
                    variant="outline"
                    disabled={value !== 'booking'}
                    onClick={() => (pickup.trim() ? setDestination(place) : setPickup(place))}
                  >
                    <LuMapPin /> {place}
                  </Button>
                ))}
              </HStack>
            </Stack>
            {value === 'booking' && (
              <Button colorPalette="green" onClick={request} disabled={!pickup.trim() || !destination.trim()}>
                <LuBike /> Request Ride
              </Button>
            )}
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Body gap="4">
            <HStack justify="space-between">
              <Heading as="h2" size="md">
                Live tracking
              </Heading>
              <Badge colorPalette={value === 'completed' ? 'green' : value === 'booking' ? 'gray' : 'orange'} data-testid="ride-state">
                {value}
              </Badge>
            </HStack>
            <Box bg="green.50" rounded="md" p="4" minH="28" borderWidth="1px" borderColor="green.200">
              <Text fontWeight="semibold" data-testid="ride-status">
                {STATUS_TEXT[value]}
              </Text>
              {value !== 'booking' && (
                <Stack gap="1" mt="2" fontSize="sm">
                  <Text>
                    <LuMapPin style={{ display: 'inline' }} /> {ctx.pickup} → {ctx.destination}
                  </Text>
                  <HStack gap="4" flexWrap="wrap">
                    <Text data-testid="ride-distance">{ctx.distanceKm} km</Text>
                    <Text data-testid="ride-fare">Fare {formatNaira(ctx.fare)}</Text>
                    <Text data-testid="ride-minutes">
                      <LuClock style={{ display: 'inline' }} /> about {ctx.minutes} min
                    </Text>
                  </HStack>
                  {ctx.rider && value !== 'searching' && (
                    <Text>
                      <LuNavigation style={{ display: 'inline' }} /> Rider: {ctx.rider.name}
                      {ctx.rider.sample ? ' (sample)' : ''}
                    </Text>
                  )}
                </Stack>
              )}
            </Box>
            {(value === 'searching' || value === 'found') && (
              <HStack gap="2">
                {value === 'found' && (
                  <Button colorPalette="green" onClick={() => send({ type: 'ACCEPT' })}>
                    Rider accepts
                  </Button>
                )}
                <Button variant="outline" onClick={() => send({ type: 'CANCEL' })}>
                  Cancel
                </Button>
              </HStack>
            )}
            {value === 'completed' && (
              <Stack gap="3">
                <Text fontWeight="medium">Rate your ride</Text>
                <HStack gap="1" role="group" aria-label="Rating">
                  {[1, 2, 3, 4, 5].map((n) => (
                    <IconButton
                      key={n}
                      aria-label={`${n} star${n > 1 ? 's' : ''}`}
                      variant="ghost"
                      color={n <= stars ? 'orange.500' : 'gray.400'}
                      onClick={() => setStars(n)}
                      aria-pressed={n <= stars}
                    >
                      <LuStar fill={n <= stars ? 'currentColor' : 'none'} />
                    </IconButton>
                  ))}
                </HStack>
                <HStack gap="2">
                  <Button colorPalette="green" disabled={!stars} loading={saving} onClick={() => void finish(stars)}>
                    Submit rating
                  </Button>
                  <Button variant="outline" disabled={saving} onClick={() => void finish(null)}>
                    Skip
                  </Button>
                </HStack>
                {!loggedIn && (
                  <Text fontSize="sm" color="gray.600">
                    Log in to keep your rides on your dashboard.
                  </Text>
                )}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>

      <Stack gap="3">
        <HStack gap="3">
          <Heading as="h2" size="lg">
            Available riders
          </Heading>
          {usingSamples && <SampleDataBadge testId="riders-sample" />}
        </HStack>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4" data-testid="riders">
          {riders.map((r) => (
            <Card.Root key={r.id} borderColor={chosen === r.id ? 'green.500' : undefined} borderWidth={chosen === r.id ? '2px' : '1px'}>
              <Card.Body gap="1">
                <Text fontWeight="semibold">{r.name}</Text>
                <Text fontSize="sm" color="gray.600">
                  {r.vehicle}
                  {r.rating ? ` · ★ ${r.rating}` : ''}
                </Text>
                <Text fontSize="sm" color="gray.600">
                  {r.eta} min away
                </Text>
                <Button
                  size="sm"
                  mt="2"
                  variant={chosen === r.id ? 'solid' : 'outline'}
                  colorPalette="green"
                  disabled={value !== 'booking'}
                  onClick={() => setChosen(r.id)}
                >
                  {chosen === r.id ? 'Selected' : 'Choose'}
                </Button>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
    </RidePageFrame>
  );
}
