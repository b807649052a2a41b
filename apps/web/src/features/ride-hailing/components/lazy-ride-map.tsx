import { Box, Center, Text } from '@chakra-ui/react';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { RideMapProps } from './ride-map';

const RideMap = lazy(() => import('./ride-map'));

/** A map that fails (its chunk, the browser) leaves the page usable: the buttons and coordinates do everything. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <MapNote text="The map could not be shown. Choose places with the buttons." /> : this.props.children;
  }
}

function MapNote({ text }: { text: string }) {
  return (
    <Center h="full" bg="gray.50" px="4" textAlign="center">
      <Text fontSize="sm" color="gray.600">
        {text}
      </Text>
    </Center>
  );
}

/** The ride map in its own chunk (Leaflet stays out of the page's first load), in a box of a phone-friendly height. */
export function LazyRideMap({ hint, ...props }: RideMapProps & { hint?: string }) {
  return (
    <Box>
      <Box h={{ base: '260px', md: '360px' }} w="full" rounded="md" overflow="hidden" borderWidth="1px" position="relative" zIndex="0" data-testid="ride-map">
        <MapBoundary>
          <Suspense fallback={<MapNote text="Loading the map…" />}>
            <RideMap {...props} />
          </Suspense>
        </MapBoundary>
      </Box>
      {hint && (
        <Text fontSize="xs" color="gray.600" mt="1">
          {hint}
        </Text>
      )}
    </Box>
  );
}
