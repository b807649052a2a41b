import { Stack, Text } from '@chakra-ui/react';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { DataTable } from '@/components/data-table';
import { RetryAlert } from '@/components/retry-alert';
import { formatDate } from '@/lib/format';
import { formatPhoneNg } from '@/lib/phone';
import { useMechanicCustomers } from '../api/maintenance';

/** `/dashboard/mechanic/customers`: the customers this mechanic served (a paid request or later). */
export function MechanicCustomersPage() {
  const { data, error, isLoading, isValidating, mutate } = useMechanicCustomers();
  const list = data?.data ?? [];
  return (
    <Stack gap="5">
      <PageHeading title="Customers">Customers who sent you a paid service request.</PageHeading>
      {error && <RetryAlert message="Failed to load customers" retrying={isValidating} onRetry={() => void mutate()} />}
      {isLoading && <LoadingState label="Loading..." />}
      {!isLoading && !error && list.length === 0 && <Text color="gray.600">No customers yet.</Text>}
      {list.length > 0 && (
        <DataTable
          data-testid="mechanic-customers"
          rows={list}
          rowKey={(c) => c.id}
          columns={[
            { label: 'Customer', cell: (c) => c.name },
            { label: 'Phone', cell: (c) => (c.phone ? formatPhoneNg(c.phone) : '—') },
            { label: 'Requests', cell: (c) => c.requests },
            { label: 'Completed', cell: (c) => c.completed },
            { label: 'Last request', cell: (c) => `${c.last_service_label}, ${formatDate(c.last_request_at)}` },
          ]}
        />
      )}
    </Stack>
  );
}
