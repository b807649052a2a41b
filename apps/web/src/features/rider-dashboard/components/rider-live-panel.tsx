import { Badge, Card, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { formatDateTime } from '@/lib/format';
import { useLiveEvent } from '@/lib/live';
import { riderPhotoStep, riderStep, setRiderOnline, useRiderCurrent, type RiderDashboard, type RiderRide, type RiderStep } from '../api/rider';
import { usePositionSharing } from '../hooks/use-position-sharing';
import { stepDone, stepFailed } from '../model/ride-steps';
import { CurrentRideCard, OfferCard, type PhotoStep } from './ride-cards';

/**
 * The live part of the rider's dashboard (docs/rides.md): the online toggle, the phone's position sent every 5 s
 * while online or on a ride, the offer in hand with its countdown (refreshed by the `ride.offered` live event) and
 * the ride in hand with its steps: a customer's ride, or a delivery of a shop's order (its pickup and drop-off each
 * with a photo). For a live rider only (the API's rider routes are).
 */
export function RiderLivePanel({
  dashboard,
  onChanged,
  showWaiting = false,
}: {
  dashboard: RiderDashboard['data'];
  onChanged: () => unknown;
  showWaiting?: boolean;
}) {
  const live = dashboard.is_live && !dashboard.going_live;
  const current = useRiderCurrent(live);
  const [toggling, setToggling] = useState(false);
  const [busy, setBusy] = useState(false);
  const offer = current.data?.data.offer ?? null;
  const ride = current.data?.data.ride ?? null;
  const sharing = usePositionSharing(live && (dashboard.online || ride !== null), () => void onChanged());
  useLiveEvent('ride.offered', () => void current.mutate());

  const toggle = async (online: boolean) => {
    setToggling(true);
    try {
      await setRiderOnline(online);
      await onChanged();
    } catch (err) {
      toastFailure('Failed to change your status', err);
    } finally {
      setToggling(false);
    }
  };

  /** One step on a ride; a refused start code is thrown back to its dialog, other refusals are toasts. */
  const step = async (r: RiderRide, s: RiderStep, code?: string) => {
    setBusy(true);
    try {
      const res = await riderStep(r.id, s, code);
      toastSuccess(res.message ?? stepDone(r, s));
    } catch (e) {
      if (s === 'start') throw e;
      toastFailure(stepFailed(r, s), e);
    } finally {
      setBusy(false);
      void current.mutate();
      void onChanged();
    }
  };

  /** A delivery's pickup or drop-off with its photo; a refusal is thrown back to the photo dialog, which shows it. */
  const photoStep = async (r: RiderRide, s: PhotoStep, photo: File, onProgress: (percent: number) => void) => {
    try {
      const res = await riderPhotoStep(r.id, s, photo, onProgress);
      toastSuccess(res.message ?? stepDone(r, s));
    } finally {
      void current.mutate();
      void onChanged();
    }
  };

  return (
    <Stack gap="4">
      <Card.Root>
        <Card.Body gap="2">
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <Stack gap="1">
              <Text fontWeight="semibold">Availability</Text>
              <Text fontSize="sm" color="gray.600">
                {dashboard.online
                  ? 'Customers on Okada Rides can see you; requests near you are offered to you.'
                  : 'You are hidden from customers until you go online.'}
              </Text>
            </Stack>
            <HStack gap="3">
              <Badge colorPalette={dashboard.online ? 'green' : 'gray'} data-testid="rider-online-state">
                {dashboard.online ? 'Online' : 'Offline'}
              </Badge>
              <Switch.Root checked={dashboard.online} disabled={toggling || !dashboard.details_completed} onCheckedChange={(e) => void toggle(e.checked)}>
                <Switch.HiddenInput aria-label="Online" />
                <Switch.Control />
                <Switch.Label>{dashboard.online ? 'Go offline' : 'Go online'}</Switch.Label>
              </Switch.Root>
            </HStack>
          </HStack>
          {live && (dashboard.online || ride) && (
            <Stack gap="1" fontSize="sm" data-testid="rider-location-state">
              {sharing.geoProblem ? (
                <Text color="red.700" role="alert">
                  {sharing.geoProblem}
                </Text>
              ) : sharing.refused ? (
                <Text color="red.700" role="alert" data-testid="rider-location-error">
                  {sharing.refused}
                </Text>
              ) : (
                <Text color="gray.600">
                  {sharing.sentAt
                    ? `Sharing your position every 5 s (last sent ${formatDateTime(new Date(sharing.sentAt))}). Keep this page open while you ride.`
                    : 'Finding your position…'}
                </Text>
              )}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      {live && offer && <OfferCard key={offer.id} offer={offer} busy={busy} onStep={(s) => void step(offer, s)} onExpired={() => void current.mutate()} />}
      {live && ride && (
        <CurrentRideCard
          ride={ride}
          busy={busy}
          onStep={(s, code) => step(ride, s, code)}
          onPhotoStep={(s, photo, onProgress) => photoStep(ride, s, photo, onProgress)}
        />
      )}
      {showWaiting && live && dashboard.online && !offer && !ride && (
        <Card.Root data-testid="rider-waiting">
          <Card.Body>
            <Text fontSize="sm">Waiting for ride and delivery requests near you. An offer appears here with a countdown: accept it before the time is up.</Text>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
