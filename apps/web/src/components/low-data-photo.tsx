import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuImage } from 'react-icons/lu';
import { useLowData } from '@/lib/low-data';

/**
 * A list card's photo in low-data mode (lib/low-data.ts): a "Show photo" button the size of the photo, which loads
 * it when tapped. Otherwise, or with no photo to show, the photo itself (no extra element).
 */
export function LowDataPhoto({ alt, hasPhoto, children, ...box }: { alt: string; hasPhoto: boolean; children: ReactNode } & ButtonProps) {
  const lowData = useLowData();
  const [shown, setShown] = useState(false);
  if (!lowData || shown || !hasPhoto) return <>{children}</>;
  return (
    <Button
      variant="ghost"
      rounded="none"
      bg="gray.100"
      color="gray.700"
      w="full"
      h="auto"
      flexDirection="column"
      gap="1"
      onClick={() => setShown(true)}
      aria-label={`Show photo: ${alt}`}
      data-testid="show-photo"
      {...box}
    >
      <LuImage size={28} aria-hidden />
      Show photo
    </Button>
  );
}
