import { Button, Card, HStack, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { DataTable, type TableColumn } from '@/components/data-table';
import { AdminEmptyState } from './empty-state';
import { Pager } from './pager';

/** One column of an admin list. */
export type AdminColumn<Row> = TableColumn<Row>;

type AdminListTableProps<Row> = {
  /** The first page is loading: a spinner instead of the table. */
  loading: boolean;
  /** The "nothing here" block shown when there are no rows: its icon, title, hint and test id. */
  empty: { icon: IconType; title: string; hint: string; testId?: string };
  /** Shown at the top of the card, above the table or the empty state (a dismissible error banner). */
  banner?: ReactNode;
  rows: readonly Row[];
  columns: readonly AdminColumn<Row>[];
  /** The row's key. */
  rowKey: (row: Row) => number | string;
  /** The row's `data-*` attributes (its test id, its id). */
  rowData: (row: Row) => Record<`data-${string}`, string | number>;
  /** The table's test id. */
  testId: string;
  /** Rows highlighted on hover, under a gray header (the vendor and KYC directories). */
  interactive?: boolean;
  /** The table's least width on wide screens. */
  minW?: string;
  /** The list's page (its answer's `meta`), for the pager under the card; none before the first answer. */
  meta?: { current_page: number; last_page: number; total: number } | null;
  onPage?: (page: number) => void;
};

/** The last column of a directory: one button per row (View, Review), aligned to the end. */
export function actionColumn<Row>(text: string, onClick: (row: Row) => void): AdminColumn<Row> {
  return {
    label: 'Actions',
    align: 'end',
    cell: (row) => (
      <Button size="xs" variant="outline" onClick={() => onClick(row)}>
        {text}
      </Button>
    ),
  };
}

/**
 * The admin lists' table (orders, rides, bookings, listings, vendors, KYC): in a card, a spinner while the first page
 * loads, the empty state when nothing matches, else a responsive table of the columns, each cell labelled by its
 * column for the card form on phones; under the card, the pager of a paged list.
 */
export function AdminListTable<Row>(props: AdminListTableProps<Row>) {
  const { loading, empty, banner, rows, columns, rowKey, rowData, testId, interactive, minW, meta, onPage } = props;
  const card = (
    <Card.Root overflow="hidden">
      {banner}
      {loading ? (
        <HStack justify="center" py="12">
          <Spinner color="green.500" />
        </HStack>
      ) : rows.length === 0 ? (
        <AdminEmptyState icon={<empty.icon size={40} />} title={empty.title} hint={empty.hint} testId={empty.testId} />
      ) : (
        <DataTable
          framed={false}
          interactive={interactive}
          data-testid={testId}
          minW={minW}
          headerBg={interactive ? 'gray.50' : undefined}
          rows={rows}
          columns={columns}
          rowKey={rowKey}
          rowData={rowData}
        />
      )}
    </Card.Root>
  );
  if (!meta || !onPage) return card;
  return (
    <>
      {card}
      <Pager page={meta.current_page} lastPage={meta.last_page} total={meta.total} onPage={onPage} />
    </>
  );
}
