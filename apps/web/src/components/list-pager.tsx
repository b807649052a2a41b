import { Button, HStack, Text } from '@chakra-ui/react';
import { hole } from '@/lib/html-template';

/** Previous / "Page 2 of 9" / Next under a public list. */
export function ListPager({
  current,
  last,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
  testId,
}: {
  current: number | string;
  last: number | string;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  testId?: string;
}) {
  return (
    <HStack justify="center" mt="6" gap="3" data-testid={testId}>
      <Button size="sm" variant="outline" disabled={!canPrevious} onClick={onPrevious}>
        Previous
      </Button>
      <Text fontSize="sm" color="gray.600">
        Page {current} of {last}
      </Text>
      <Button size="sm" variant="outline" disabled={!canNext} onClick={onNext}>
        Next
      </Button>
    </HStack>
  );
}

/** The pager under a paginated list: shown only when the list has more than one page. */
export function PagedListPager({
  meta,
  page,
  onPage,
  testId,
}: {
  meta: { current_page: number; last_page: number } | null | undefined;
  page: number;
  onPage: (page: number) => void;
  testId?: string;
}) {
  if (!meta || meta.last_page <= 1) return null;
  return (
    <ListPager
      current={meta.current_page}
      last={meta.last_page}
      canPrevious={page > 1}
      canNext={page < meta.last_page}
      onPrevious={() => onPage(page - 1)}
      onNext={() => onPage(page + 1)}
      testId={testId}
    />
  );
}

const noop = () => undefined;

/** The pager under a list's drawn first page as a template: page 1 of a hole (filled by src/lib/first-page.ts). */
export function FirstPagePager({ testId }: { testId?: string }) {
  return <ListPager current={hole('current')} last={hole('last')} canPrevious={false} canNext onPrevious={noop} onNext={noop} testId={testId} />;
}
