import { Box, Button, Center, chakra, Container, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LuSearch } from 'react-icons/lu';
import { lagosDateString, SEARCH_GUEST_CHOICES } from '@oja/shared';
import { BackHomeTitle } from '@/components/back-home-link';
import { PagedListPager } from '@/components/list-pager';
import { LoadingState } from '@/components/loading-state';
import { PlaceFilter } from '@/components/place-filter';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { FIRST_PAGE_COUNT, FIRST_PAGE_LIST } from '@/lib/first-page';
import { loginPathWithNext } from '@/lib/return-path';
import { useSession } from '@/lib/use-session';
import { FETCH_APARTMENTS_FAILED, useApartment, useApartments } from '../api/apartments';
import type { Listing } from '../api/types';
import { ApartmentCard } from '../components/apartment-card';
import { ApartmentGrid } from '../components/apartment-grid';
import { BookApartmentDialog } from '../components/book-apartment-dialog';
import { propertiesCount } from '../model/first-page';
import { apartmentsKey, readSearch, searchDatesError, TYPE_CHIPS, writeSearch, type ApartmentSearch } from '../model/search';
import { GuestOptions } from '../components/guest-options';
import { SelectBox } from '@/components/select-box';

/** `/service-apartments`: listings filtered by type, dates and guests, and the booking dialog. */
export function ServiceApartmentsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { loggedIn } = useSession();
  const search = readSearch(params);
  const { data, error, isLoading, isValidating, mutate } = useApartments(apartmentsKey(search));
  // The list draws as a background render, in slices the browser can interrupt: its first draw comes right after
  // the prerendered page is hydrated, when a long task would hold the visitor's first taps.
  const shown = useDeferredValue(data);
  const shownListings = error ? [] : (shown?.data ?? []);
  const listings = error ? [] : (data?.data ?? []);
  const meta = error ? undefined : data?.meta;
  // The pager comes with the cards it pages (the deferred render): drawn before them, they would push it down.
  const shownMeta = error ? undefined : shown?.meta;

  // `?book={id}` opens the dialog, also after a round trip through /login.
  const bookId = params.get('book');
  const fromList = bookId ? listings.find((l) => String(l.id) === bookId) : undefined;
  const single = useApartment(bookId && !fromList && loggedIn && !isLoading ? bookId : null);
  const booking: Listing | null = bookId && loggedIn ? (fromList ?? single.data?.data ?? null) : null;

  const [checkIn, setCheckIn] = useState(search.check_in);
  const [checkOut, setCheckOut] = useState(search.check_out);
  const [guests, setGuests] = useState(search.guests ? String(search.guests) : '');
  const [state, setState] = useState(search.state);
  const [area, setArea] = useState(search.area);
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    setCheckIn(search.check_in);
    setCheckOut(search.check_out);
    setGuests(search.guests ? String(search.guests) : '');
    setState(search.state);
    setArea(search.area);
  }, [search.check_in, search.check_out, search.guests, search.state, search.area]);

  const update = (patch: Partial<ApartmentSearch>, replace = false) => setParams(writeSearch({ ...search, ...patch }, params), { replace });

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const problem = searchDatesError(checkIn, checkOut);
    setFormError(problem);
    if (problem) return;
    update({ check_in: checkIn, check_out: checkOut, guests: guests ? Number(guests) : null, state, area, page: 1 });
  };

  const clearSearch = () => {
    setFormError(null);
    update({ check_in: '', check_out: '', guests: null, state: '', area: '', page: 1 });
  };

  const openBooking = (listing: Listing) => {
    const next = new URLSearchParams(params);
    next.set('book', String(listing.id));
    if (!loggedIn) {
      navigate(loginPathWithNext(`${location.pathname}?${next.toString()}`));
      return;
    }
    setParams(next);
  };

  const closeBooking = () => {
    const next = new URLSearchParams(params);
    next.delete('book');
    setParams(next, { replace: true });
  };

  const today = lagosDateString(new Date());
  const loadError = error ? errorMessage(error, FETCH_APARTMENTS_FAILED) : null;
  const filtered = Boolean(search.check_in || search.guests);
  const placed = Boolean(search.state || search.area);

  return (
    <Box bg="gray.50" minH="full" pb="16">
      <Box bg="white" borderBottomWidth="1px">
        <Container maxW="6xl" px={{ base: 4, md: 6 }} py={{ base: 4, md: 6 }}>
          <BackHomeTitle title="Service Apartments">
            <Text color="gray.600" fontSize="sm" data-testid="properties-count" data-first-page={FIRST_PAGE_COUNT}>
              {propertiesCount(meta ? meta.total : listings.length, isLoading && !meta)}
            </Text>
          </BackHomeTitle>
          {/* Drawn with the page's HTML (prerendered), before the listings arrive. */}
          <Text color="gray.700" mt="3" maxW="2xl">
            Hotels, hostels and shortlets from verified hosts, for a night, a week or longer. You pay after the host approves your booking, and your payment is
            held safely in escrow.
          </Text>

          <chakra.form onSubmit={submitSearch} noValidate mt="5" data-testid="apartment-search" aria-label="Search apartments">
            <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'end' }}>
              <Field.Root flex="1">
                <Field.Label>Check-in</Field.Label>
                <Input type="date" min={today} value={checkIn} onChange={(e) => setCheckIn(e.target.value)} bg="white" />
              </Field.Root>
              <Field.Root flex="1">
                <Field.Label>Check-out</Field.Label>
                <Input type="date" min={checkIn || today} value={checkOut} onChange={(e) => setCheckOut(e.target.value)} bg="white" />
              </Field.Root>
              <Field.Root flex="1">
                <Field.Label>Guests</Field.Label>
                <SelectBox value={guests} onChange={setGuests} empty="Any" bg="white">
                  <GuestOptions choices={SEARCH_GUEST_CHOICES} />
                </SelectBox>
              </Field.Root>
              <HStack gap="2">
                <Button type="submit" colorPalette="green" flex={{ base: 1, md: 'initial' }}>
                  <LuSearch /> Search
                </Button>
                {(filtered || placed) && (
                  <Button type="button" variant="outline" onClick={clearSearch}>
                    Clear
                  </Button>
                )}
              </HStack>
            </Stack>
            <Box mt="3">
              <PlaceFilter state={state} area={area} onStateChange={setState} onAreaChange={setArea} />
            </Box>
            {formError && (
              <Text color="red.600" fontSize="sm" mt="2" role="alert" data-testid="search-error">
                {formError}
              </Text>
            )}
          </chakra.form>

          <HStack gap="2" overflowX="auto" pb="1" mt="4" role="group" aria-label="Property types" css={{ scrollbarWidth: 'thin' }}>
            {TYPE_CHIPS.map((c) => (
              <Button
                key={c.value}
                size="sm"
                rounded="full"
                flexShrink={0}
                variant={search.type === c.value ? 'solid' : 'outline'}
                colorPalette="green"
                aria-pressed={search.type === c.value}
                onClick={() => update({ type: c.value, page: 1 })}
              >
                {c.label}
              </Button>
            ))}
          </HStack>
        </Container>
      </Box>

      {/* At least a screen tall: the list arriving (the page is prerendered without it) pushes nothing on screen. */}
      <Container maxW="6xl" px={{ base: 4, md: 6 }} pt="6" minH="100vh" data-first-page={FIRST_PAGE_LIST}>
        {loadError ? (
          <RetryAlert message={loadError} retrying={isValidating} onRetry={() => void mutate()} testId="apartments-error" />
        ) : (isLoading && !data) || (data && !shown) ? (
          <LoadingState label="Loading apartments..." aria-busy="true" />
        ) : shownListings.length === 0 ? (
          <Center py="16" flexDirection="column" gap="2" textAlign="center" data-testid="apartments-empty">
            <Text fontWeight="semibold">No apartments found.</Text>
            <Text color="gray.600" fontSize="sm">
              {filtered
                ? 'No property is free for these dates and guests. Try other dates or fewer guests.'
                : placed
                  ? 'No property in this state or area. Try another place.'
                  : 'Try another property type.'}
            </Text>
          </Center>
        ) : (
          <ApartmentGrid dimmed={isValidating}>
            {shownListings.map((l) => (
              <ApartmentCard key={l.id} listing={l} onBook={openBooking} />
            ))}
          </ApartmentGrid>
        )}

        <PagedListPager meta={shownMeta} page={search.page} onPage={(p) => update({ page: p })} testId="pager" />
      </Container>

      <BookApartmentDialog
        listing={booking}
        defaults={{ check_in: search.check_in, check_out: search.check_out, guests: search.guests }}
        onClose={closeBooking}
      />
    </Box>
  );
}
