import { Box, Center, Image, type BoxProps } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHouse } from 'react-icons/lu';

export interface PhotoSource {
  url?: string | null;
  srcset?: string | null;
}

/** The cover of a listing: `photos[0]` (responsive srcset), else `images[0]`, else null. */
export function coverPhoto(listing: { photos?: PhotoSource[] | null; images?: (string | null)[] | null } | null | undefined): PhotoSource | null {
  const photo = listing?.photos?.[0];
  if (photo && (photo.url || photo.srcset)) return photo;
  const image = listing?.images?.find((i) => Boolean(i));
  return image ? { url: image } : null;
}

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
