import { Table } from '@chakra-ui/react';
import { ResponsiveTable } from '@/components/responsive-table';

/** A two-column table of facts (fees, windows). */
export function FactTable({ head, rows, testId }: { head: [string, string]; rows: [string, string][]; testId?: string }) {
  return (
    <ResponsiveTable data-testid={testId}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{head[0]}</Table.ColumnHeader>
          <Table.ColumnHeader>{head[1]}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map(([a, b]) => (
          <Table.Row key={a}>
            <Table.Cell data-label={head[0]}>{a}</Table.Cell>
            <Table.Cell data-label={head[1]} fontWeight="semibold">
              {b}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ResponsiveTable>
  );
}
