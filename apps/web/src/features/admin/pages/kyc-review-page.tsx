import { Badge, Button, Dialog, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LuFileSearch } from 'react-icons/lu';
import { validateRejectionReason } from '@oja/shared';
import { DocumentPreview } from '@/components/document-preview';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatPhoneNg } from '@/lib/phone';
import { PageHeading } from '@/components/page-heading';
import { approveKyc, rejectKyc, type KycStatus, type KycVerification, type Paged } from '../api/admin-api';
import { query, useAdminSWR } from '../api/admin-client';
import { actionColumn, AdminListTable, type AdminColumn } from '../components/admin-list-table';
import { DecisionDialog, Info, RejectionReasonField, useDecision } from '../components/decision-dialog';
import { ErrorBanner } from '../components/error-banner';
import { categoryLabel, statusPalette, titleCase } from '../components/labels';
import { PersonCell } from '../components/person-cell';

type Filter = 'all' | KycStatus;
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
const PER_PAGE = 20;

const reasonOf = (e: unknown) => (e instanceof Error && e.message ? e.message : 'Unknown error');
const documentTypeLabel = (type: string | null | undefined) => (type ? type.toUpperCase() : 'N/A');

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={statusPalette(status)} data-testid="kyc-status">
      {titleCase(status)}
    </Badge>
  );
}

function ReviewDialog({
  item,
  onClose,
  onDecided,
  onFailed,
}: {
  item: KycVerification | null;
  onClose: () => void;
  onDecided: () => void;
  onFailed: (message: string) => void;
}) {
  const { reason, setReason, busy, error, act } = useDecision(
    item?.id,
    (kind: 'approve' | 'reject', why) => (kind === 'approve' ? approveKyc(item!.id) : rejectKyc(item!.id, why)),
    {
      done: { approve: 'KYC verification approved', reject: 'KYC verification rejected' },
      failure: (kind, e) => {
        const message = `Failed to ${kind} KYC verification: ${reasonOf(e)}`;
        onFailed(message);
        return message;
      },
      onDone: onDecided,
    },
  );

  const pending = item?.status === 'pending';

  return (
    <DecisionDialog
      open={item !== null}
      onClose={onClose}
      title="KYC Document Review"
      testId="kyc-modal"
      approveLabel="Approve"
      onApprove={pending ? () => void act('approve', false) : undefined}
      onReject={pending ? () => void act('reject', true) : undefined}
      approving={busy === 'approve'}
      rejecting={busy === 'reject'}
      error={error}
      errorTestId="kyc-modal-error"
    >
      {item && (
        <Dialog.Body>
          <Stack gap="5">
            <HStack justify="space-between" flexWrap="wrap">
              <Text fontWeight="semibold">{item.vendor?.business_name ?? 'Unknown business'}</Text>
              <StatusBadge status={item.status} />
            </HStack>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" bg="gray.50" p="4" rounded="md">
              <Info label="Name">{item.user?.name ?? ''}</Info>
              <Info label="Email">{item.user?.email ?? ''}</Info>
              <Info label="Phone">{formatPhoneNg(item.user?.phone)}</Info>
              <Info label="Business">{item.vendor ? `${item.vendor.business_name} (${categoryLabel(item.vendor.category)})` : ''}</Info>
              <Info label="Submitted">{formatDateTime(item.submitted_at)}</Info>
              <Info label="Document type">{documentTypeLabel(item.document_type)}</Info>
            </SimpleGrid>
            <Stack gap="2">
              <Text fontWeight="semibold">Document</Text>
              <DocumentPreview
                url={item.document_url}
                mime={item.document_mime}
                alt={`${documentTypeLabel(item.document_type)} document of ${item.user?.name ?? 'the vendor'}`}
              />
            </Stack>
            {item.status === 'rejected' && item.rejection_reason && <Info label="Rejection reason">{item.rejection_reason}</Info>}
            {pending && (
              <RejectionReasonField
                value={reason}
                onChange={setReason}
                rows={3}
                placeholder="Required when rejecting, e.g. the document is not readable"
                invalid={error === validateRejectionReason('')}
              />
            )}
          </Stack>
        </Dialog.Body>
      )}
    </DecisionDialog>
  );
}

/** The KYC table's columns but its actions. */
const COLUMNS: AdminColumn<KycVerification>[] = [
  { label: 'Vendor', cell: (row) => <PersonCell name={row.user?.name} email={row.user?.email} /> },
  {
    label: 'Business',
    cell: (row) => (
      <>
        <Text>{row.vendor?.business_name ?? '—'}</Text>
        <Text fontSize="xs" color="gray.500">
          {categoryLabel(row.vendor?.category)}
        </Text>
      </>
    ),
  },
  { label: 'Document Type', cell: (row) => documentTypeLabel(row.document_type) },
  { label: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { label: 'Submitted', cell: (row) => formatDate(row.submitted_at) },
];

/** KYC Review. */
export function KycReviewPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const filter: Filter = FILTERS.some((f) => f.value === raw) ? (raw as Filter) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const key = `/api/admin/kyc/verifications${query({ status: filter, page, per_page: PER_PAGE })}`;
  const { data, error, isLoading, mutate } = useAdminSWR<Paged<KycVerification>>(key, { keepPreviousData: true });
  const [banner, setBanner] = useState<string | null>(null);
  const [selected, setSelected] = useState<KycVerification | null>(null);

  useEffect(() => {
    setBanner(error ? `Failed to load KYC verifications: ${reasonOf(error)}` : null);
  }, [error]);

  const rows = error ? [] : (data?.data ?? []);
  const setFilter = (value: Filter) => setParams(value === 'all' ? {} : { status: value });

  return (
    <Stack gap="5">
      <PageHeading title="KYC Review" large>
        Review and approve vendor compliance documents
      </PageHeading>

      <ErrorBanner message={banner} onDismiss={() => setBanner(null)} />

      <HStack gap="2" flexWrap="wrap" role="group" aria-label="Filter by status">
        {FILTERS.map((f) => (
          <Button
            key={f.value}
            size="sm"
            variant={filter === f.value ? 'solid' : 'outline'}
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
          >
            {f.label}
          </Button>
        ))}
      </HStack>

      <AdminListTable
        loading={isLoading && !data}
        empty={{
          icon: LuFileSearch,
          title: 'No KYC verifications found',
          hint: filter === 'all' ? 'No KYC submissions yet' : `No ${filter} KYC verifications`,
        }}
        rows={rows}
        columns={[...COLUMNS, actionColumn<KycVerification>('Review', setSelected)]}
        rowKey={(row) => row.id}
        rowData={() => ({ 'data-testid': 'kyc-row' })}
        testId="kyc-table"
        interactive
        minW="720px"
        meta={error ? null : data?.meta}
        onPage={(p) => setParams(filter === 'all' ? { page: String(p) } : { status: filter, page: String(p) })}
      />

      <ReviewDialog
        item={selected}
        onClose={() => setSelected(null)}
        onDecided={() => {
          setSelected(null);
          setBanner(null);
          void mutate();
        }}
        onFailed={setBanner}
      />
    </Stack>
  );
}
