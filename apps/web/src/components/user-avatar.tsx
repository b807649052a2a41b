import { Avatar, Box, Float } from '@chakra-ui/react';

export const DEFAULT_AVATAR = '/default-avatar.svg';

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
        <img src={DEFAULT_AVATAR} alt="" width="100%" height="100%" style={{ borderRadius: '9999px' }} />
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
