import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft, LuScale } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DisputePhotos } from '@/components/dispute-photos';
import { RetryAlert } from '@/components/retry-alert';
import { OrderItems, OrderTimeline, SealPhotos } from '@/components/vendor-shop/order-details';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatNaira, formatOrderNumber } from '@/lib/format';
import { formatPhoneNg } from '@/lib/phone';
import { ORDER_STATUS_WORDS, orderStatusPalette, type CartOrder } from '@/lib/vendor-shop';
import { KIND_LABELS, useAdminOrder } from '../api/admin-orders';
import { titleCase } from '../components/labels';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card.Root data-testid={testId}>
      <Card.Body gap="3">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" align="flex-start" gap="3" fontSize="sm">
      <Text color="gray.600" flexShrink={0}>
        {label}
      </Text>
      <Box textAlign="end" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </HStack>
  );
}

function DisputeSection({ order }: { order: CartOrder }) {
  const d = order.dispute;
  return (
    <Section title="Problem reported" testId="admin-order-dispute">
      <Text fontSize="sm" data-testid="admin-order-problem">
        {d?.reason ?? order.problem_reason}
      </Text>
      {d && (
        <>
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette={d.status === 'open' ? 'orange' : 'green'}>{d.status === 'open' ? 'Open' : 'Resolved'}</Badge>
            <Text fontSize="xs" color="gray.600">
              Reported {formatDateTime(d.created_at)}
            </Text>
          </HStack>
          <DisputePhotos photos={d.photos} />
          {d.vendor_statement && (
            <Text fontSize="sm">
              <Text as="span" color="gray.600">
                Vendor:{' '}
              </Text>
              {d.vendor_statement}
            </Text>
          )}
          {d.status === 'resolved' && (
            <Text fontSize="sm" data-testid="admin-order-resolution">
              {d.resolution === 'refund' ? `Refunded ${formatNaira(d.refund_amount)}` : 'Released to the vendor'}
              {d.resolved_at ? ` on ${formatDateTime(d.resolved_at)}` : ''}
              {d.note ? `: ${d.note}` : ''}
            </Text>
          )}
        </>
      )}
      <Button asChild size="sm" variant="outline" alignSelf="flex-start">
        <RouterLink to="/admin/disputes">
          <LuScale aria-hidden /> {d?.status === 'resolved' ? 'See it on the Disputes page' : 'Resolve it on the Disputes page'}
        </RouterLink>
      </Button>
    </Section>
  );
}

/** Admin: one food or shop order (GET /api/admin/orders/{id}): items, the parties, payment, timeline, the seal photos and the dispute. */
export function AdminOrderDetailPage() {
  const { id: raw } = useParams();
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const { data, error, isLoading, isValidating, mutate } = useAdminOrder(id);
  const o = data?.data;
  const notFound = id === null || (error instanceof ApiError && error.status === 404);
  return (
    <Stack gap="5">
      <Button asChild size="sm" variant="ghost" alignSelf="flex-start" px="1">
        <RouterLink to="/admin/orders">
          <LuArrowLeft aria-hidden /> All orders
        </RouterLink>
      </Button>
      {notFound ? (
        <Text data-testid="admin-order-not-found">Order not found.</Text>
      ) : error ? (
        <RetryAlert message={`Failed to load the order: ${error.message}`} retrying={isValidating} onRetry={() => void mutate()} />
      ) : isLoading || !o ? (
        <HStack justify="center" py="12">
          <Spinner color="green.500" />
        </HStack>
      ) : (
        <>
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              Order {formatOrderNumber(o.id)}
            </Heading>
            <Badge>{KIND_LABELS[o.kind]}</Badge>
            <Badge colorPalette={orderStatusPalette(o.status)} data-testid="admin-order-status">
              {ORDER_STATUS_WORDS[o.status] ?? o.status_label}
            </Badge>
          </HStack>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <Section title="Items" testId="admin-order-items">
              <OrderItems order={o} />
            </Section>
            <Section title="Customer and vendor" testId="admin-order-parties">
              <Fact label="Customer">{o.customer.name || '—'}</Fact>
              <Fact label="Vendor">
                {o.vendor.business_name || '—'}
                {o.vendor.phone ? ` · ${formatPhoneNg(o.vendor.phone)}` : ''}
              </Fact>
              <Fact label="Deliver to">{o.delivery_address}</Fact>
              <Fact label="Phone">{formatPhoneNg(o.phone)}</Fact>
              {o.notes && <Fact label="Notes">{o.notes}</Fact>}
            </Section>
            <Section title="Payment" testId="admin-order-payment">
              <Fact label="Payment">{titleCase(o.payment_status)}</Fact>
              <Fact label="Escrow">{titleCase(o.escrow_status)}</Fact>
              {o.paid_at && <Fact label="Paid">{formatDateTime(o.paid_at)}</Fact>}
              {o.release_at && <Fact label="Released to the vendor on">{formatDateTime(o.release_at)}</Fact>}
              {o.shipped_by && <Fact label="Handed over by">{titleCase(o.shipped_by)}</Fact>}
              {o.delivered_by && <Fact label="Delivered by">{titleCase(o.delivered_by)}</Fact>}
            </Section>
            <Section title="Timeline">
              <OrderTimeline timeline={o.timeline} />
            </Section>
            <Section title="Seal photos">
              {o.handover_photo || o.delivery_photo ? (
                <SealPhotos order={o} />
              ) : (
                <Text fontSize="sm" color="gray.600">
                  No photo yet: they are taken at hand-over and at delivery.
                </Text>
              )}
            </Section>
            {(o.dispute || o.problem_reason) && <DisputeSection order={o} />}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
