import { Badge, Box, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuExternalLink, LuMapPin } from 'react-icons/lu';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SealPhotoDialog } from '@/components/vendor-shop/seal-photo-dialog';
import { formatSecondsLeft, useSecondsLeft } from '@/lib/countdown';
import { formatNaira } from '@/lib/format';
import { formatCoords } from '@/lib/ride-position';
import type { RiderRide, RiderRidePlace, RiderStep } from '../api/rider';
import { directionsUrl } from '../model/position-throttle';
import {
  cancelTexts,
  DELIVERY_PHOTO_NOTE,
  DELIVERY_PHOTOS,
  deliveryTitle,
  isDelivery,
  paymentWords,
  placeTitles,
  riderNextStep,
  riderStepButtons,
} from '../model/ride-steps';
import { StartCodeDialog } from './start-code-dialog';

const placeName = (p: RiderRidePlace) => (p.label && p.label.trim() ? p.label.trim() : formatCoords(p));

/** A delivery's photo step: `start` (the sealed package at the shop) or `complete` (the package at the door). */
export type PhotoStep = 'start' | 'complete';
export type OnPhotoStep = (step: PhotoStep, photo: File, onProgress: (percent: number) => void) => Promise<void>;

function Place({ title, mapsLabel, place }: { title: string; mapsLabel: string; place: RiderRidePlace }) {
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
        <Link href={directionsUrl(place)} target="_blank" rel="noopener noreferrer" aria-label={mapsLabel}>
          <LuExternalLink aria-hidden /> Open in Maps
        </Link>
      </Button>
    </HStack>
  );
}

/** Both places, each with "Open in Maps" (the shop and the drop-off for a delivery). */
function Places({ ride }: { ride: RiderRide }) {
  const t = placeTitles(ride);
  return (
    <>
      <Place title={t.pickup} mapsLabel={t.pickupMaps} place={ride.pickup} />
      <Place title={t.destination} mapsLabel={t.destinationMaps} place={ride.destination} />
    </>
  );
}

/** What a delivery carries: "Delivery for <shop>: <items>" (nothing for a ride). */
function DeliveryOf({ ride }: { ride: RiderRide }) {
  const title = deliveryTitle(ride);
  if (!title) return null;
  return (
    <Text fontSize="sm" fontWeight="medium" data-testid="rider-delivery-order">
      {title}
    </Text>
  );
}

function Money({ ride }: { ride: RiderRide }) {
  const delivery = isDelivery(ride);
  return (
    <HStack gap="4" flexWrap="wrap" fontSize="sm">
      <Text>{ride.distance_km} km</Text>
      {!delivery && <Text fontWeight="semibold">{formatNaira(ride.fare)}</Text>}
      <Text>about {ride.minutes} min</Text>
      <Text color={delivery ? undefined : 'gray.600'} fontWeight={delivery ? 'semibold' : undefined} data-testid="rider-ride-pay">
        {paymentWords(ride)}
      </Text>
    </HStack>
  );
}

/** An offer with its countdown to `offer_expires_at`, Accept and Decline; gone (and re-read) when the time is up. */
export function OfferCard({
  offer,
  busy,
  onStep,
  onExpired,
}: {
  offer: RiderRide & { offer_expires_at: string | null };
  busy: boolean;
  onStep: (step: RiderStep) => void;
  onExpired: () => void;
}) {
  const left = useSecondsLeft(offer.offer_expires_at);
  const over = left === 0;
  useEffect(() => {
    if (over) onExpired();
    // Once, when the time is up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [over]);
  if (over) return null;
  const delivery = isDelivery(offer);
  return (
    <Card.Root borderColor="orange.400" borderWidth="2px" data-testid="rider-offer" data-purpose={delivery ? 'delivery' : 'ride'}>
      <Card.Body gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h3" size="sm">
            {delivery ? 'New delivery request' : 'New ride request'}
          </Heading>
          {left !== null && (
            <Badge colorPalette="orange" data-testid="offer-countdown">
              {formatSecondsLeft(left)} left
            </Badge>
          )}
        </HStack>
        <DeliveryOf ride={offer} />
        <Places ride={offer} />
        <Money ride={offer} />
        <HStack gap="2">
          <Button colorPalette="green" loading={busy} onClick={() => onStep('accept')}>
            {delivery ? 'Accept delivery' : 'Accept ride'}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => onStep('decline')}>
            {delivery ? 'Decline delivery' : 'Decline ride'}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The ride or delivery in hand: what it carries (a delivery's shop and items), where to go (with "Open in Maps" for
 * both legs), the fare or the rider's fee, and the step buttons it offers now. A ride starts with the customer's
 * code; a delivery's pickup and drop-off each send a photo (the sealed package, the package at the door).
 */
export function CurrentRideCard({
  ride,
  busy,
  onStep,
  onPhotoStep,
}: {
  ride: RiderRide;
  busy: boolean;
  onStep: (step: RiderStep, code?: string) => Promise<void>;
  onPhotoStep: OnPhotoStep;
}) {
  const [starting, setStarting] = useState(false);
  const [photo, setPhoto] = useState<PhotoStep | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const delivery = isDelivery(ride);
  const next = riderNextStep(ride);
  const cancel = cancelTexts(ride);
  const photoTexts = photo ? DELIVERY_PHOTOS[photo] : null;
  return (
    <Card.Root borderColor="green.400" borderWidth="2px" data-testid="rider-current-ride" data-purpose={delivery ? 'delivery' : 'ride'}>
      <Card.Body gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h3" size="sm">
            {delivery ? 'Your delivery' : 'Your ride'} #{ride.id}
          </Heading>
          <Badge colorPalette="green" data-testid="rider-ride-status" data-status={ride.status}>
            {ride.status_label}
          </Badge>
        </HStack>
        <DeliveryOf ride={ride} />
        <Places ride={ride} />
        <Money ride={ride} />
        {next && (
          <Box bg="green.50" rounded="md" p="2">
            <Text fontSize="sm">{next}</Text>
          </Box>
        )}
        <HStack gap="2" flexWrap="wrap">
          {riderStepButtons(ride).map((b) => (
            <Button
              key={b.step}
              colorPalette="green"
              loading={busy}
              onClick={() => {
                if (b.needs === 'code') setStarting(true);
                else if (b.needs === 'photo') setPhoto(b.step === 'complete' ? 'complete' : 'start');
                else void onStep(b.step);
              }}
            >
              {b.label}
            </Button>
          ))}
          {ride.actions.includes('cancel') && (
            <Button variant="outline" colorPalette="red" disabled={busy} onClick={() => setCancelling(true)}>
              {cancel.button}
            </Button>
          )}
        </HStack>
        <StartCodeDialog open={starting} onClose={() => setStarting(false)} onStart={(code) => onStep('start', code)} />
        <SealPhotoDialog
          open={photo !== null}
          title={photoTexts?.title ?? ''}
          description={photoTexts?.description ?? ''}
          confirmLabel={photoTexts?.confirmLabel ?? ''}
          inputTestId={photoTexts?.inputTestId}
          note={DELIVERY_PHOTO_NOTE}
          onClose={() => setPhoto(null)}
          onSubmit={(file, onProgress) => (photo ? onPhotoStep(photo, file, onProgress) : Promise.resolve())}
        />
        <ConfirmDialog
          open={cancelling}
          onClose={() => setCancelling(false)}
          onConfirm={() => onStep('cancel')}
          title={cancel.title}
          message={cancel.message}
          confirmLabel={cancel.confirm}
          cancelLabel={cancel.keep}
          colorPalette="red"
        />
      </Card.Body>
    </Card.Root>
  );
}
