import { Avatar, Box, Float } from '@chakra-ui/react';

/**
 * The picture of a user who has none: drawn in the page, not an `<img>` of /default-avatar.svg, which a phone lays out
 * as a document of its own (~40 ms of a 4×-slowed main thread on every dashboard's first paint) after fetching it.
 */
function DefaultAvatar() {
  return (
    <svg viewBox="0 0 128 128" width="100%" height="100%" aria-hidden="true" focusable="false" style={{ borderRadius: '9999px' }}>
      <rect width="128" height="128" fill="#dcfce7" />
      <circle cx="64" cy="50" r="22" fill="#16a34a" />
      <path d="M22 118c4-24 22-38 42-38s38 14 42 38z" fill="#16a34a" />
    </svg>
  );
}

/** The user's picture; a load failure falls back to the default avatar. Verified vendors get a green dot. */
export function UserAvatar({
  name,
  src,
  size = 'sm',
  verified = false,
}: {
  name?: string | null;
  src?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
  verified?: boolean;
}) {
  return (
    <Avatar.Root size={size} colorPalette="green" variant="subtle">
      <Avatar.Fallback>
        <DefaultAvatar />
      </Avatar.Fallback>
      {src ? <Avatar.Image src={src} alt={name ? `${name}'s profile picture` : 'Profile picture'} /> : null}
      {verified && (
        <Float placement="bottom-end" offsetX="1" offsetY="1">
          <Box
            data-testid="verified-dot"
            // aria-label needs a role to name: a bare <div> with one is a prohibited ARIA attribute (axe).
            role="img"
            aria-label="Verified vendor"
            bg="green.500"
            boxSize="2.5"
            rounded="full"
            borderWidth="2px"
            borderColor="white"
          />
        </Float>
      )}
    </Avatar.Root>
  );
}
