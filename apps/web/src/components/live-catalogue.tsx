import { Center, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { errorMessage } from '@/lib/api-client';
import type { CataloguePage, useCatalogueParams } from '@/lib/use-catalogue-params';
import { BackHomeLink } from './back-home-link';
import { CartLink } from './cart-link';
import { CatalogueFilters } from './catalogue-filters';
import { ListPager } from './list-pager';
import { LoadingState } from './loading-state';
import { RetryAlert } from './retry-alert';

export interface LiveCatalogueTexts {
  title: string;
  intro: string;
  searchLabel: string;
  allLabel: string;
  loading: string;
  failed: string;
  empty: string;
  emptyHint: string;
  /** Test ids: the grid, the empty line, the pager, the error. */
  ids: { list: string; empty: string; pager: string; error: string };
}

/**
 * A public catalogue with live vendors (food, shop): heading, search and chips (kept in the URL), the cards of the
 * current page, a pager, and the cart link; errors with a retry, an empty search said as such.
 */
export function LiveCatalogue<T extends { id: number }>({
  texts,
  categories,
  search,
  result,
  renderItem,
}: {
  texts: LiveCatalogueTexts;
  categories: readonly string[];
  search: ReturnType<typeof useCatalogueParams>;
  result: SWRResponse<CataloguePage<T>>;
  renderItem: (item: T) => ReactNode;
}) {
  const { data, error, isLoading, isValidating, mutate } = result;
  const list = data?.data ?? [];
  const meta = data?.meta;
  return (
    <Container maxW="6xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
      <Stack gap="6">
        <HStack justify="space-between">
          <BackHomeLink />
          <CartLink />
        </HStack>
        <Stack gap="1">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
            {texts.title}
          </Heading>
          <Text color="gray.600">{texts.intro}</Text>
        </Stack>
        <CatalogueFilters
          search={search.q}
          onSearch={search.setQ}
          searchLabel={texts.searchLabel}
          allLabel={texts.allLabel}
          categories={categories}
          category={search.category}
          onCategory={search.setCategory}
        />
        {error ? (
          <RetryAlert message={errorMessage(error, texts.failed)} retrying={isValidating} onRetry={() => void mutate()} testId={texts.ids.error} />
        ) : isLoading && !data ? (
          <LoadingState label={texts.loading} />
        ) : list.length === 0 ? (
          <Center py="10" flexDirection="column" gap="1" textAlign="center">
            <Text data-testid={texts.ids.empty}>{texts.empty}</Text>
            <Text fontSize="sm" color="gray.600">
              {texts.emptyHint}
            </Text>
          </Center>
        ) : (
          <>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid={texts.ids.list} aria-busy={isValidating}>
              {list.map((item) => (
                <Fragment key={item.id}>{renderItem(item)}</Fragment>
              ))}
            </SimpleGrid>
            {meta && meta.last_page > 1 && (
              <ListPager
                current={meta.page}
                last={meta.last_page}
                canPrevious={meta.page > 1}
                canNext={meta.page < meta.last_page}
                onPrevious={() => search.setPage(meta.page - 1)}
                onNext={() => search.setPage(meta.page + 1)}
                testId={texts.ids.pager}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
