import { Badge, HStack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import type { IconType } from 'react-icons';

const TONES = {
  light: { activeBg: 'green.50', activeColor: 'green.700', color: 'gray.700', hoverBg: 'gray.50' },
  dark: { activeBg: 'green.700', activeColor: 'white', color: 'gray.300', hoverBg: 'gray.800' },
} as const;

/** One item of a shell's sidebar menu; `tone` matches the sidebar's background (dashboard light, admin dark). */
export function SidebarNavLink({
  to,
  label,
  icon: Icon,
  end,
  tone,
  onNavigate,
  count,
}: {
  to: string;
  label: string;
  icon: IconType;
  end?: boolean;
  tone: keyof typeof TONES;
  onNavigate?: () => void;
  /** Unread items beside the label (shown when above 0; read out as "N unread"). */
  count?: number;
}) {
  const colors = TONES[tone];
  return (
    <NavLink to={to} end={end} onClick={onNavigate}>
      {({ isActive }) => (
        <HStack
          px="3"
          py="2.5"
          rounded="md"
          gap="3"
          fontSize="sm"
          fontWeight={isActive ? 'semibold' : 'medium'}
          bg={isActive ? colors.activeBg : 'transparent'}
          color={isActive ? colors.activeColor : colors.color}
          _hover={{ bg: isActive ? colors.activeBg : colors.hoverBg }}
          aria-current={isActive ? 'page' : undefined}
        >
          <Icon aria-hidden />
          <Text>{label}</Text>
          {count ? (
            <Badge ms="auto" size="sm" colorPalette="orange" variant="solid" aria-label={`${count} unread`} data-testid="menu-count">
              {count}
            </Badge>
          ) : null}
        </HStack>
      )}
    </NavLink>
  );
}
