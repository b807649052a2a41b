import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LuNavigation, LuPhone } from 'react-icons/lu';
import { formatSecondsLeft, useSecondsLeft } from '@/lib/countdown';
import { courierActive, courierProgress, TRIP_STATUS_PALETTE, useCourierPosition, type Courier } from '@/lib/couriers';
import { formatDateTime, formatNaira } from '@/lib/format';
import { formatPhoneNg } from '@/lib/phone';
import { formatCoords } from '@/lib/ride-position';

const mapLink = (p: { lat: number; lng: number }) => `https://www.openstreetmap.org/?mlat=${p.lat}&mlon=${p.lng}#map=17/${p.lat}/${p.lng}`;

/**
 * An order's Oja rider, for its shop or its customer: the job's status, where it stands (the ETA from the rider's
 * latest position, live from `ride.position`), the time left to find a rider, the rider with a call button once one
 * accepted, and the rider's position in words. The shop also reads the fee.
 */
export function CourierDetails({ courier, audience, statusTestId }: { courier: Courier; audience: 'vendor' | 'customer'; statusTestId: string }) {
  const position = useCourierPosition(courier);
  const left = useSecondsLeft(courier.status === 'searching' ? courier.search_ends_at : null);
  const active = courierActive(courier);
  return (
    <Stack gap="2" fontSize="sm">
      <HStack gap="3" flexWrap="wrap">
        <Badge colorPalette={TRIP_STATUS_PALETTE[courier.status] ?? 'gray'} data-testid={statusTestId} data-status={courier.status}>
          {courier.status_label}
        </Badge>
        {audience === 'vendor' && (
          <Text color="gray.600" data-testid="courier-fee">
            Rider’s fee {formatNaira(courier.fee)} for {courier.distance_km} km, paid from this order
          </Text>
        )}
      </HStack>
      <Text data-testid="courier-progress">{courierProgress(courier, position, audience)}</Text>
      {courier.status === 'searching' && left !== null && left > 0 && <Text color="gray.600">{formatSecondsLeft(left)} left to find a rider.</Text>}
      {courier.rider && (
        <HStack justify="space-between" gap="2" flexWrap="wrap" data-testid="courier-rider">
          <Stack gap="0">
            <Text fontWeight="semibold">{courier.rider.name}</Text>
            <Text color="gray.600">{courier.rider.vehicle_type ?? 'Motorbike'}</Text>
          </Stack>
          {active && courier.rider.phone && (
            <Button asChild size="xs" variant="outline">
              <Link href={`tel:${courier.rider.phone}`} aria-label={`Call ${courier.rider.name}`}>
                <LuPhone aria-hidden /> {formatPhoneNg(courier.rider.phone)}
              </Link>
            </Button>
          )}
        </HStack>
      )}
      {active && position && (
        <Text fontSize="xs" color="gray.600" data-testid="courier-position">
          <LuNavigation style={{ display: 'inline' }} aria-hidden /> Rider at {formatCoords(position)}, {formatDateTime(position.at)} ·{' '}
          <Link href={mapLink(position)} target="_blank" rel="noopener noreferrer" color="green.700">
            View on a map
          </Link>
        </Text>
      )}
    </Stack>
  );
}
