import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHouse } from 'react-icons/lu';
import { ListingPhoto } from '@/components/listing-photo';
import { coverPhoto } from '@/lib/cover-photo';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { formatNaira } from '@/lib/format';
import { useAdminListings, verifyListing, type AdminListing } from '../api/admin-bookings';
import { AdminListTable, type AdminColumn } from './admin-list-table';
import { ErrorBanner } from './error-banner';

const verified = (l: AdminListing) => l.is_verified === 1;

/** The listings table's columns but its actions. */
const COLUMNS: AdminColumn<AdminListing>[] = [
  {
    label: 'Property',
    cell: (l) => (
      <HStack gap="3">
        <ListingPhoto photo={coverPhoto(l)} alt={l.title || 'Untitled Apartment'} sizes="48px" w="12" h="12" rounded="md" flexShrink={0} />
        <Stack0 title={l.title || 'Untitled Apartment'} sub={l.location || 'Unknown'} />
      </HStack>
    ),
  },
  { label: 'Vendor', cell: (l) => l.vendor?.business_name ?? '—' },
  { label: 'Price / night', cell: (l) => formatNaira(l.price_per_night) },
  {
    label: 'Status',
    cell: (l) => (
      <Badge colorPalette={l.status === 'paused' ? 'gray' : 'green'} variant="subtle">
        {l.status === 'paused' ? 'Paused' : 'Active'}
      </Badge>
    ),
  },
  {
    label: 'Verification',
    cell: (l) => (
      <Badge colorPalette={verified(l) ? 'green' : 'orange'} data-testid="listing-verification">
        {verified(l) ? 'Verified' : 'Unverified'}
      </Badge>
    ),
  },
];

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
    <AdminListTable
      banner={error && !dismissed && <ErrorBanner message="Failed to load listings" onDismiss={() => setDismissed(true)} />}
      loading={isLoading && !data}
      empty={{ icon: LuHouse, title: 'No listings found', hint: 'Hosts have not listed any properties yet.', testId: 'listings-empty' }}
      rows={listings}
      columns={[
        ...COLUMNS,
        {
          label: 'Actions',
          cell: (l) => (
            <Button size="xs" variant="outline" colorPalette={verified(l) ? 'red' : 'green'} loading={busy === l.id} onClick={() => void toggle(l)}>
              {verified(l) ? 'Unverify' : 'Verify'}
            </Button>
          ),
        },
      ]}
      rowKey={(l) => l.id}
      rowData={(l) => ({ 'data-testid': 'admin-listing-row', 'data-listing-id': l.id })}
      testId="admin-listings-table"
    />
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
