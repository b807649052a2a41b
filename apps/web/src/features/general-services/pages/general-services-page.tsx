import { Alert, Box, Button, Center, Container, Heading, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LuMapPin, LuSearch } from 'react-icons/lu';
import { BackHomeTitle } from '@/components/back-home-link';
import { ListPager } from '@/components/list-pager';
import { LoadingState } from '@/components/loading-state';
import { PlaceFilter } from '@/components/place-filter';
import { FIRST_PAGE_COUNT, FIRST_PAGE_LIST } from '@/lib/first-page';
import { useListSearchParams } from '@/lib/use-place-params';
import { useSession } from '@/lib/use-session';
import { useServiceVendor, useServiceVendors, type ServiceVendor } from '../api/get-service-vendors';
import { BookServiceDialog, useRequireLoginToBook } from '../components/book-service-dialog';
import { ServiceVendorCard } from '../components/service-vendor-card';
import { ServiceVendorGrid } from '../components/service-vendor-grid';
import { SERVICE_CATEGORIES, type ServiceCategoryId } from '../model/categories';
import { providersCount } from '../model/first-page';

export const FETCH_VENDORS_FAILED = 'Failed to fetch service vendors. Please try again.';

/** `/general-services`: the directory of live general-service vendors and the booking modal. */
export function GeneralServicesPage() {
  const [category, setCategory] = useState<ServiceCategoryId>('all');
  const [page, setPage] = useState(1);
  const [params, setParams] = useSearchParams();
  // The search words, state and area live in the URL (a shared link, Back).
  const search = useListSearchParams();
  const { q, state, area } = search.api;
  const { loggedIn } = useSession();
  const requireLogin = useRequireLoginToBook();

  useEffect(() => setPage(1), [q, category, state, area]);

  const { data, error, isLoading, isValidating, mutate } = useServiceVendors({ q, category, page, state, area });
  // The list draws as a background render, in slices the browser can interrupt: its first draw comes right after
  // the prerendered page is hydrated, when a long task would hold the visitor's first taps.
  const shown = useDeferredValue(data);
  const shownVendors = error ? [] : (shown?.data ?? []);
  // On failure the list is emptied.
  const vendors = error ? [] : (data?.data ?? []);
  const meta = error ? undefined : data?.meta;
  // The pager comes with the cards it pages (the deferred render): drawn before them, they would push it down.
  const shownMeta = error ? undefined : shown?.meta;

  // `?book={id}` opens the dialog, also after the round trip through /login (`?next=`).
  const bookId = params.get('book');
  const fromList = bookId ? vendors.find((v) => String(v.id) === bookId) : undefined;
  const single = useServiceVendor(bookId && !fromList && loggedIn && !isLoading ? bookId : null);
  const booking: ServiceVendor | null = bookId && loggedIn ? (fromList ?? single.data?.data ?? null) : null;

  const book = (vendor: ServiceVendor) => {
    const next = new URLSearchParams(params);
    next.set('book', String(vendor.id));
    if (requireLogin(`/general-services?${next.toString()}`)) setParams(next);
  };

  const closeBooking = () => {
    const next = new URLSearchParams(params);
    next.delete('book');
    setParams(next, { replace: true });
  };

  return (
    <Box bg="gray.50" minH="full" pb="16">
      <Box bg="white" borderBottomWidth="1px">
        <Container maxW="6xl" px={{ base: 4, md: 6 }} py={{ base: 4, md: 6 }}>
          <BackHomeTitle title="General Services">
            <HStack gap="1" color="gray.600" fontSize="sm" data-testid="location">
              <LuMapPin aria-hidden />
              <Text>Nigeria</Text>
            </HStack>
          </BackHomeTitle>
          {/* Drawn with the page's HTML (prerendered), before the list arrives. */}
          <Text color="gray.700" mt="3" maxW="2xl">
            Cleaners, electricians, plumbers, painters, caterers and more, every one verified. You are charged only after the vendor accepts your request, and
            your payment is held in escrow until you confirm you are satisfied.
          </Text>

          <Stack gap="3" mt="5">
            <InputGroup startElement={<LuSearch />}>
              <Input
                type="search"
                value={search.q}
                onChange={(e) => search.setQ(e.target.value)}
                placeholder="Search for plumbers, electricians, cleaners…"
                aria-label="Search service providers"
                bg="white"
              />
            </InputGroup>
            <PlaceFilter state={search.state} area={search.area} onStateChange={search.setState} onAreaChange={search.setArea} />
            <HStack gap="2" overflowX="auto" pb="1" role="group" aria-label="Categories" css={{ scrollbarWidth: 'thin' }}>
              {SERVICE_CATEGORIES.map((c) => (
                <Button
                  key={c.id}
                  size="sm"
                  rounded="full"
                  flexShrink={0}
                  variant={category === c.id ? 'solid' : 'outline'}
                  colorPalette="green"
                  aria-pressed={category === c.id}
                  onClick={() => setCategory(c.id)}
                >
                  {c.label}
                </Button>
              ))}
            </HStack>
          </Stack>
        </Container>
      </Box>

      {/* At least a screen tall: the list arriving (the page is prerendered without it) pushes nothing on screen. */}
      <Container maxW="6xl" px={{ base: 4, md: 6 }} pt="6" minH="100vh">
        <HStack justify="space-between" mb="4" gap="3">
          <Heading as="h2" size="lg">
            Available Service Providers
          </Heading>
          <Text fontSize="sm" color="gray.600" flexShrink={0} data-testid="providers-count" data-first-page={FIRST_PAGE_COUNT}>
            {meta && !isLoading ? providersCount(meta.total) : ''}
          </Text>
        </HStack>

        {/* The cards and their pager: what the prerendered page's entry draws from the first page's answer. */}
        <Box data-first-page={FIRST_PAGE_LIST}>
          {error ? (
            <Alert.Root status="error" role="alert" data-testid="vendors-error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{FETCH_VENDORS_FAILED}</Alert.Title>
              </Alert.Content>
              <Button size="sm" variant="outline" colorPalette="red" loading={isValidating} onClick={() => void mutate()}>
                Try Again
              </Button>
            </Alert.Root>
          ) : (isLoading && !data) || (data && !shown) ? (
            <LoadingState label="Loading service providers..." aria-busy="true" />
          ) : shownVendors.length === 0 ? (
            <Center py="16">
              <Text color="gray.600">No service providers found.</Text>
            </Center>
          ) : (
            <ServiceVendorGrid dimmed={isValidating}>
              {shownVendors.map((v) => (
                <ServiceVendorCard key={v.id} vendor={v} onBook={book} />
              ))}
            </ServiceVendorGrid>
          )}

          {shownMeta && shownMeta.last_page > 1 && (
            <ListPager
              current={shownMeta.current_page}
              last={shownMeta.last_page}
              canPrevious={page > 1}
              canNext={page < shownMeta.last_page}
              onPrevious={() => setPage((p) => p - 1)}
              onNext={() => setPage((p) => p + 1)}
            />
          )}
        </Box>
      </Container>

      <BookServiceDialog vendor={booking} onClose={closeBooking} />
    </Box>
  );
}
