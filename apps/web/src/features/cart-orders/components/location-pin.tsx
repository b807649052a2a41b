import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMapPin, LuX } from 'react-icons/lu';

export const PIN_TEXTS = {
  unsupported: 'Your browser cannot share your location. Please type the address.',
  unavailable: 'We could not get your location. Please allow location access, or type the address.',
} as const;

const mapLink = (lat: number, lng: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

/** "Use my location": an optional pin (navigator.geolocation) sent with the order so the rider finds the door. */
export function LocationPin({ lat, lng, onChange }: { lat: number | null; lng: number | null; onChange: (pin: { lat: number; lng: number } | null) => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const locate = () => {
    setProblem(null);
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setProblem(PIN_TEXTS.unsupported);
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setBusy(false);
        onChange({ lat: Number(pos.coords.latitude.toFixed(6)), lng: Number(pos.coords.longitude.toFixed(6)) });
      },
      () => {
        setBusy(false);
        setProblem(PIN_TEXTS.unavailable);
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };
  return (
    <Stack gap="1">
      {lat !== null && lng !== null ? (
        <HStack gap="2" flexWrap="wrap" fontSize="sm" data-testid="location-pin">
          <LuMapPin aria-hidden />
          <Text>
            Location pinned ({lat.toFixed(4)}, {lng.toFixed(4)})
          </Text>
          <Link href={mapLink(lat, lng)} target="_blank" rel="noopener noreferrer" color="green.700">
            View on map
          </Link>
          <Button size="xs" variant="ghost" onClick={() => onChange(null)} aria-label="Remove the location pin">
            <LuX aria-hidden /> Remove
          </Button>
        </HStack>
      ) : (
        <Button size="sm" variant="outline" alignSelf="start" loading={busy} onClick={locate}>
          <LuMapPin aria-hidden /> Use my location
        </Button>
      )}
      {problem && (
        <Text fontSize="sm" color="red.700" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
