import { Circle, Stack, Text } from '@chakra-ui/react';
import type { ServiceInfo } from '../data';

/** A service's icon on its colour, its title and its line of description: the hero's card (`large`), the service cards. */
export function ServiceSummary({ service, large = false, titleTestId }: { service: ServiceInfo; large?: boolean; titleTestId?: string }) {
  const Icon = service.icon;
  return (
    <>
      <Circle size={large ? '20' : '12'} bg={`${service.color}.100`} color={`${service.color}.600`} flexShrink={0}>
        <Icon size={large ? 36 : 24} aria-hidden />
      </Circle>
      <Stack gap="1">
        <Text fontWeight="bold" fontSize={large ? 'xl' : 'lg'} data-testid={titleTestId}>
          {service.title}
        </Text>
        <Text color="gray.600" fontSize="sm">
          {service.description}
        </Text>
      </Stack>
    </>
  );
}
