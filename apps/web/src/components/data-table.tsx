import { Table } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { ResponsiveTable } from './responsive-table';

/** One column of a data table: its header (each cell's `data-label` too) and its cell for a row. */
export type TableColumn<Row> = {
  label: string;
  cell: (row: Row) => ReactNode;
  /** `end` for figures and actions: the header and the cells aligned to the end. */
  align?: 'end';
  /** More props of each cell (e.g. `fontWeight`, `whiteSpace`). */
  cellProps?: Table.CellProps;
};

type DataTableProps<Row> = Omit<ComponentProps<typeof ResponsiveTable>, 'children'> & {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  /** The row's key. */
  rowKey: (row: Row) => number | string;
  /** The row's `data-*` attributes (its test id, its id). */
  rowData?: (row: Row) => Record<`data-${string}`, string | number>;
  /** Above the header (a `Table.Caption`). */
  caption?: ReactNode;
  /** The header row's background (the directories' gray). */
  headerBg?: string;
};

/**
 * A list as a table: one header of the columns' labels, one row per item with each cell labelled by its column, so the
 * responsive table shows it as cards on a phone.
 */
export function DataTable<Row>({ rows, columns, rowKey, rowData, caption, headerBg, ...table }: DataTableProps<Row>) {
  return (
    <ResponsiveTable {...table}>
      {caption}
      <Table.Header>
        <Table.Row bg={headerBg}>
          {columns.map((column) => (
            <Table.ColumnHeader key={column.label} textAlign={column.align}>
              {column.label}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={rowKey(row)} {...rowData?.(row)}>
            {columns.map((column) => (
              <Table.Cell key={column.label} data-label={column.label} textAlign={column.align} {...column.cellProps}>
                {column.cell(row)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </ResponsiveTable>
  );
}
