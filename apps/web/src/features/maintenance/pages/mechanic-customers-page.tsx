import { Stack, Table, Text } from '@chakra-ui/react';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { ResponsiveTable } from '@/components/responsive-table';
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
        <ResponsiveTable data-testid="mechanic-customers">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Customer</Table.ColumnHeader>
              <Table.ColumnHeader>Phone</Table.ColumnHeader>
              <Table.ColumnHeader>Requests</Table.ColumnHeader>
              <Table.ColumnHeader>Completed</Table.ColumnHeader>
              <Table.ColumnHeader>Last request</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell data-label="Customer">{c.name}</Table.Cell>
                <Table.Cell data-label="Phone">{c.phone ? formatPhoneNg(c.phone) : '—'}</Table.Cell>
                <Table.Cell data-label="Requests">{c.requests}</Table.Cell>
                <Table.Cell data-label="Completed">{c.completed}</Table.Cell>
                <Table.Cell data-label="Last request">
                  {c.last_service_label}, {formatDate(c.last_request_at)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ResponsiveTable>
      )}
    </Stack>
  );
}
