import { Badge, Button, Card, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHouse } from 'react-icons/lu';
import { ListingPhoto } from '@/components/listing-photo';
import { coverPhoto } from '@/lib/cover-photo';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { ResponsiveTable } from '@/components/responsive-table';
import { formatNaira } from '@/lib/format';
import { useAdminListings, verifyListing, type AdminListing } from '../api/admin-bookings';
import { AdminEmptyState } from './empty-state';
import { ErrorBanner } from './error-banner';

const verified = (l: AdminListing) => l.is_verified === 1;

/** Apartment listings with their Verified badge and a control to verify or unverify each. */
export function AdminListingsPanel() {
  const { data, error, isLoading, mutate } = useAdminListings();
  const [busy, setBusy] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const listings = error ? [] : (data?.data ?? []);

  const toggle = async (l: AdminListing) => {
    setBusy(l.id);
    try {
      const res = await verifyListing(l.id, !verified(l));
      toastSuccess(res?.message || (verified(l) ? 'Listing marked unverified.' : 'Listing verified.'));
    } catch (e) {
      toastFailure('Failed to update the listing', e);
    } finally {
      setBusy(null);
      void mutate();
    }
  };

  return (
    <Card.Root overflow="hidden">
      {error && !dismissed && <ErrorBanner message="Failed to load listings" onDismiss={() => setDismissed(true)} />}
      {isLoading && !data ? (
        <HStack justify="center" py="12">
          <Spinner color="green.500" />
        </HStack>
      ) : listings.length === 0 ? (
        <AdminEmptyState icon={<LuHouse size={40} />} title="No listings found" hint="Hosts have not listed any properties yet." testId="listings-empty" />
      ) : (
        <ResponsiveTable framed={false} data-testid="admin-listings-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Property</Table.ColumnHeader>
              <Table.ColumnHeader>Vendor</Table.ColumnHeader>
              <Table.ColumnHeader>Price / night</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Verification</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {listings.map((l) => (
              <Table.Row key={l.id} data-testid="admin-listing-row" data-listing-id={l.id}>
                <Table.Cell data-label="Property">
                  <HStack gap="3">
                    <ListingPhoto photo={coverPhoto(l)} alt={l.title || 'Untitled Apartment'} sizes="48px" w="12" h="12" rounded="md" flexShrink={0} />
                    <Stack0 title={l.title || 'Untitled Apartment'} sub={l.location || 'Unknown'} />
                  </HStack>
                </Table.Cell>
                <Table.Cell data-label="Vendor">{l.vendor?.business_name ?? '—'}</Table.Cell>
                <Table.Cell data-label="Price / night">{formatNaira(l.price_per_night)}</Table.Cell>
                <Table.Cell data-label="Status">
                  <Badge colorPalette={l.status === 'paused' ? 'gray' : 'green'} variant="subtle">
                    {l.status === 'paused' ? 'Paused' : 'Active'}
                  </Badge>
                </Table.Cell>
                <Table.Cell data-label="Verification">
                  <Badge colorPalette={verified(l) ? 'green' : 'orange'} data-testid="listing-verification">
                    {verified(l) ? 'Verified' : 'Unverified'}
                  </Badge>
                </Table.Cell>
                <Table.Cell data-label="Actions">
                  <Button size="xs" variant="outline" colorPalette={verified(l) ? 'red' : 'green'} loading={busy === l.id} onClick={() => void toggle(l)}>
                    {verified(l) ? 'Unverify' : 'Verify'}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ResponsiveTable>
      )}
    </Card.Root>
  );
}

function Stack0({ title, sub }: { title: string; sub: string }) {
  return (
    <div>
      <Text fontWeight="medium">{title}</Text>
      <Text fontSize="xs" color="gray.500">
        {sub}
      </Text>
    </div>
  );
}
