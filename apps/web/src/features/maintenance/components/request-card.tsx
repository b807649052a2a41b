import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDate, formatNaira } from '@/lib/format';

const PALETTE: Record<string, string> = {
  reported: 'gray',
  mechanic_chosen: 'yellow',
  paid: 'orange',
  accepted: 'blue',
  in_progress: 'purple',
  completed: 'teal',
  released: 'green',
  declined: 'red',
  lapsed: 'red',
  cancelled: 'gray',
};

interface CardRequest {
  id: number;
  status: string;
  status_label: string;
  service_label: string;
  location: string;
  issue: string;
  needs_towing: boolean;
  fee: number;
  created_at: string;
}

/** One maintenance request: service, place, issue, fee, status; the caller adds who and the buttons. */
export function RequestCard({ r, who, children }: { r: CardRequest; who?: ReactNode; children?: ReactNode }) {
  return (
    <Card.Root data-testid="maintenance-request" data-request-id={r.id} data-status={r.status}>
      <Card.Body gap="2" p="4">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0">
            <Text fontWeight="bold">
              #{r.id} · {r.service_label}
            </Text>
            <Text fontSize="sm" color="gray.600">
              {r.location} · {formatDate(r.created_at)}
              {r.needs_towing ? ' · Towing needed' : ''}
            </Text>
          </Stack>
          <Badge colorPalette={PALETTE[r.status] ?? 'gray'} data-testid="request-status">
            {r.status_label}
          </Badge>
        </HStack>
        <Text fontSize="sm">{r.issue}</Text>
        <Text fontSize="sm" color="gray.700">
          Commitment fee: {formatNaira(r.fee)}
        </Text>
        {who}
        {children && (
          <HStack gap="2" wrap="wrap">
            {children}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
