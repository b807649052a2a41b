import { Alert, Badge, Dialog, HStack, Input, InputGroup, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { LuSearch, LuStore } from 'react-icons/lu';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { formatPhoneNg } from '@/lib/phone';
import { useDebounced } from '@/lib/use-debounced';
import { PageHeading } from '@/components/page-heading';
import { rejectVendor, verifyVendor, type AdminVendor, type AdminVendorDetail, type Paged } from '../api/admin-api';
import { query, useAdminSWR } from '../api/admin-client';
import { actionColumn, AdminListTable, type AdminColumn } from '../components/admin-list-table';
import { DecisionDialog, Info, RejectionReasonField, useDecision } from '../components/decision-dialog';
import { ErrorBanner } from '../components/error-banner';
import { categoryLabel, statusPalette, titleCase } from '../components/labels';
import { FilterSelect } from '../components/filter-select';
import { PersonCell } from '../components/person-cell';

const CATEGORY_LABELS: Record<string, string> = {
  all: 'All categories',
  mechanic: 'Mechanic',
  rider: 'Rider',
  product: 'Product',
  'service-apartment': 'Service Apartment',
  service: 'Service',
  food: 'Food',
};
const STATUS_LABELS: Record<string, string> = { all: 'All statuses', verified: 'Verified', pending: 'Pending', rejected: 'Rejected' };
const PER_PAGE = 20;
const SEARCH_DELAY_MS = 300;

function DisplayStatus({ status }: { status: string }) {
  return (
    <Badge colorPalette={statusPalette(status)} data-testid="vendor-status">
      {status}
    </Badge>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{title}</Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" bg="gray.50" p="4" rounded="md">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** The vendors table's columns but its actions. */
const COLUMNS: AdminColumn<AdminVendor>[] = [
  { label: 'Vendor', cell: (v) => <PersonCell name={v.user.name} email={v.user.email} /> },
  {
    label: 'Business',
    cell: (v) => (
      <>
        <Text>{v.business_name}</Text>
        <Text fontSize="xs" color="gray.500">
          {titleCase(v.vendor_type)}
        </Text>
      </>
    ),
  },
  { label: 'Category', cell: (v) => categoryLabel(v.category) },
  {
    label: 'Contact',
    cell: (v) => (
      <>
        <Text>{formatPhoneNg(v.user.phone) || '—'}</Text>
        <Text fontSize="xs" color={v.user.phone_verified_at ? 'green.700' : 'orange.700'}>
          {v.user.phone_verified_at ? 'Phone verified' : 'Phone not verified'}
        </Text>
      </>
    ),
  },
  { label: 'Status', cell: (v) => <DisplayStatus status={v.display_status} /> },
  { label: 'Joined', cell: (v) => formatDate(v.created_at) },
];

function VendorDialog({ id, onClose, onChanged }: { id: number | null; onClose: () => void; onChanged: () => void }) {
  const { data, error, isLoading, mutate } = useAdminSWR<{ data: AdminVendorDetail }>(id ? `/api/admin/vendors/${id}` : null);
  const vendor = data?.data;
  const {
    reason,
    setReason,
    busy,
    error: actionError,
    act,
  } = useDecision(id, (kind: 'verify' | 'reject', why) => (kind === 'verify' ? verifyVendor(vendor!.id) : rejectVendor(vendor!.id, why)), {
    done: { verify: 'Vendor verified', reject: 'Vendor rejected' },
    failure: (kind, e) => `Failed to ${kind} vendor: ${errorMessage(e, 'Unknown error')}`,
    onDone: async () => {
      await mutate();
      onChanged();
    },
  });

  const canVerify = vendor && !vendor.is_verified;
  const canReject = vendor && (vendor.verification_status !== 'rejected' || vendor.kyc?.status === 'pending');
  const details =
    vendor?.details && typeof vendor.details === 'object'
      ? Object.entries(vendor.details).filter(([k]) => !['id', 'vendor_id', 'created_at', 'updated_at'].includes(k))
      : [];

  return (
    <DecisionDialog
      open={id !== null}
      onClose={onClose}
      title="Vendor Details"
      testId="vendor-modal"
      approveLabel="Verify"
      onApprove={canVerify ? () => void act('verify', false) : undefined}
      onReject={canReject ? () => void act('reject', true) : undefined}
      approving={busy === 'verify'}
      rejecting={busy === 'reject'}
      error={actionError}
      errorTestId="vendor-modal-error"
    >
      <Dialog.Body>
        {isLoading && !vendor ? (
          <HStack justify="center" py="10">
            <Spinner color="green.500" />
          </HStack>
        ) : error || !vendor ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>Failed to load vendor details: {errorMessage(error, 'Unknown error')}</Alert.Title>
          </Alert.Root>
        ) : (
          <Stack gap="5">
            <Section title="Basic Information">
              <Info label="Name">{vendor.user.name}</Info>
              <Info label="Email">{vendor.user.email}</Info>
              <Info label="Phone">{formatPhoneNg(vendor.user.phone)}</Info>
              <Info label="Joined">{formatDate(vendor.created_at)}</Info>
            </Section>
            <Section title="Business Information">
              <Info label="Business name">{vendor.business_name}</Info>
              <Info label="Type">{titleCase(vendor.vendor_type)}</Info>
              <Info label="Category">{categoryLabel(vendor.category)}</Info>
              <Info label="Status">
                <DisplayStatus status={vendor.display_status} />
              </Info>
              {details.map(([key, value]) => (
                <Info key={key} label={titleCase(key)}>
                  {value === null || value === undefined || value === '' ? '' : String(value)}
                </Info>
              ))}
            </Section>
            <Section title="Verification Status">
              <Info label="Phone">
                <Badge colorPalette={vendor.user.phone_verified_at ? 'green' : 'yellow'}>{vendor.user.phone_verified_at ? 'Verified' : 'Pending'}</Badge>
              </Info>
              <Info label="Document">
                <Badge colorPalette={statusPalette(vendor.kyc?.status ?? vendor.verification_status)}>
                  {titleCase(vendor.kyc?.status ?? vendor.verification_status)}
                </Badge>
                {vendor.kyc?.document_type && (
                  <Text as="span" ms="2" color="gray.600">
                    {vendor.kyc.document_type.toUpperCase()}
                  </Text>
                )}
              </Info>
              {vendor.rejection_reason && <Info label="Rejection reason">{vendor.rejection_reason}</Info>}
            </Section>
            {canReject && <RejectionReasonField value={reason} onChange={setReason} rows={2} placeholder="Required when rejecting" />}
          </Stack>
        )}
      </Dialog.Body>
    </DecisionDialog>
  );
}

/** Vendor Management: server-side search, filters, pagination and a details modal. */
export function VendorsPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const term = useDebounced(search.trim(), SEARCH_DELAY_MS);

  useEffect(() => setPage(1), [term, category, status]);

  const key = `/api/admin/vendors${query({ search: term, category, status, page, per_page: PER_PAGE })}`;
  const { data, error, isLoading, mutate } = useAdminSWR<Paged<AdminVendor>>(key, { keepPreviousData: true });
  useEffect(() => setBanner(error ? 'Failed to load vendors' : null), [error]);

  const rows = error ? [] : (data?.data ?? []);
  const filtered = term !== '' || category !== 'all' || status !== 'all';

  return (
    <Stack gap="5">
      <PageHeading title="Vendor Management" large>
        Manage and monitor all platform vendors
      </PageHeading>

      <ErrorBanner message={banner} onDismiss={() => setBanner(null)} />

      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <InputGroup flex="1" startElement={<LuSearch />}>
          <Input placeholder="Search vendors..." value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Search vendors" bg="white" />
        </InputGroup>
        <HStack gap="3">
          <FilterSelect label="Category" value={category} options={Object.keys(CATEGORY_LABELS)} labels={CATEGORY_LABELS} onChange={setCategory} />
          <FilterSelect width="40" value={status} options={Object.keys(STATUS_LABELS)} labels={STATUS_LABELS} onChange={setStatus} />
        </HStack>
      </Stack>

      <AdminListTable
        loading={isLoading && !data}
        empty={{ icon: LuStore, title: 'No vendors found', hint: filtered ? 'Try adjusting your search or filters' : 'No vendors have been registered yet' }}
        rows={rows}
        columns={[...COLUMNS, actionColumn<AdminVendor>('View', (v) => setSelected(v.id))]}
        rowKey={(v) => v.id}
        rowData={() => ({ 'data-testid': 'vendor-row' })}
        testId="vendors-table"
        interactive
        minW="820px"
        meta={error ? null : data?.meta}
        onPage={setPage}
      />

      <VendorDialog id={selected} onClose={() => setSelected(null)} onChanged={() => void mutate()} />
    </Stack>
  );
}
