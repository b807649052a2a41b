import { Table } from '@chakra-ui/react';

/** A two-column table of facts (fees, windows). */
export function FactTable({ head, rows, testId }: { head: [string, string]; rows: [string, string][]; testId?: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{head[0]}</Table.ColumnHeader>
            <Table.ColumnHeader>{head[1]}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(([a, b]) => (
            <Table.Row key={a}>
              <Table.Cell>{a}</Table.Cell>
              <Table.Cell fontWeight="semibold">{b}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
