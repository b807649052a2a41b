import { Box, Center, Image, type BoxProps } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHouse } from 'react-icons/lu';
import type { PhotoSource } from '@/lib/cover-photo';

/**
 * A listing photo that fills its box; `sizes` tells the browser which srcset width to load.
 * No photo, or one that fails to load, shows a house placeholder.
 */
export function ListingPhoto({ photo, alt, sizes, ...box }: { photo: PhotoSource | null; alt: string; sizes?: string } & BoxProps) {
  const [failed, setFailed] = useState(false);
  const usable = photo && !failed && (photo.url || photo.srcset);
  return (
    <Box bg="gray.100" overflow="hidden" position="relative" {...box}>
      {usable ? (
        <Image
          src={photo.url ?? undefined}
          srcSet={photo.srcset ?? undefined}
          sizes={photo.srcset ? sizes : undefined}
          alt={alt}
          loading="lazy"
          decoding="async"
          w="full"
          h="full"
          objectFit="cover"
          onError={() => setFailed(true)}
          data-testid="listing-photo"
        />
      ) : (
        <Center h="full" w="full" color="gray.400" data-testid="listing-photo-placeholder" aria-label={`${alt} (no photo)`} role="img">
          <LuHouse size={32} aria-hidden />
        </Center>
      )}
    </Box>
  );
}
