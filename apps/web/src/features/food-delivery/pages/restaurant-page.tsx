import { Alert, Badge, Box, Button, Card, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LuStar } from 'react-icons/lu';
import { FOOD_CATEGORIES } from '@oja/shared';
import { CatalogueDetail, type CatalogueDetailTexts } from '@/components/catalogue-detail';
import { cartTotals, useVendorCart } from '@/lib/cart';
import { formatNaira, plural } from '@/lib/format';
import { useRestaurant, type PublicRestaurant } from '../api/food';
import { MenuItemRow } from '../components/menu-item-row';
import { deliveryText } from '../components/restaurant-card';
import { closedText } from '../model/opening';

const TEXTS: CatalogueDetailTexts = {
  back: { to: '/food-delivery', label: 'All restaurants' },
  notFound: { title: 'Restaurant not found', link: 'See the restaurants', testId: 'restaurant-not-found' },
  loading: 'Loading the menu...',
  failed: 'Failed to load the restaurant',
};

/** `/food-delivery/:id`: one live restaurant with its whole menu by category; closed, it says when it opens and takes nothing. */
export function RestaurantPage() {
  const { id } = useParams();
  return (
    <CatalogueDetail texts={TEXTS} result={useRestaurant(id)} maxW="4xl">
      {(r) => <RestaurantMenu restaurant={r} />}
    </CatalogueDetail>
  );
}

function RestaurantMenu({ restaurant: r }: { restaurant: PublicRestaurant }) {
  const cart = useVendorCart(r.id);
  const totals = cartTotals(cart);
  return (
    <>
      <HStack gap="4" align="start">
        {r.logo && <Image src={r.logo} alt="" boxSize="16" rounded="full" objectFit="cover" flexShrink={0} />}
        <Stack gap="1" minW="0">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
            {r.name}
          </Heading>
          <Text color="gray.600" overflowWrap="anywhere">
            {[r.cuisine, r.address].filter(Boolean).join(' · ')}
          </Text>
          <HStack gap="3" fontSize="sm" flexWrap="wrap">
            <Badge colorPalette={r.open_now ? 'green' : 'red'} data-testid="open-status">
              {r.open_now ? 'Open now' : closedText(r.opening_hours, Date.now())}
            </Badge>
            {r.opening_hours && <Text color="gray.600">Hours: {r.opening_hours}</Text>}
            {r.rating !== null && r.rating > 0 && (
              <HStack gap="1">
                <LuStar aria-hidden /> <Text>{r.rating.toFixed(1)}</Text>
              </HStack>
            )}
            <Text>{deliveryText(r)}</Text>
          </HStack>
        </Stack>
      </HStack>
      {!r.open_now && (
        <Alert.Root status="warning" data-testid="restaurant-closed">
          <Alert.Indicator />
          <Alert.Title>This restaurant is closed now, so nothing can be added to your cart. Come back when it opens.</Alert.Title>
        </Alert.Root>
      )}
      {FOOD_CATEGORIES.map((category) => {
        const dishes = r.menu.filter((m) => m.category === category);
        if (!dishes.length) return null;
        return (
          <Stack key={category} gap="3" as="section" aria-label={category}>
            <Heading as="h2" size="md">
              {category}
            </Heading>
            <Stack gap="4">
              {dishes.map((m) => (
                <MenuItemRow key={m.id} item={m} restaurant={r} details />
              ))}
            </Stack>
          </Stack>
        );
      })}
      {r.menu.length === 0 && <Text color="gray.600">This restaurant has no dishes on its menu yet.</Text>}
      {cart && (
        <Box position="sticky" bottom="4">
          <Card.Root bg="green.50" borderColor="green.200" data-testid="restaurant-cart">
            <Card.Body py="3">
              <HStack justify="space-between" flexWrap="wrap" gap="2">
                <Text fontWeight="medium">
                  {plural(totals.itemCount, 'item')} · {formatNaira(totals.subtotal)}
                </Text>
                <HStack gap="2">
                  <Button asChild size="sm" variant="outline" colorPalette="green">
                    <RouterLink to="/cart">View cart</RouterLink>
                  </Button>
                  <Button asChild size="sm" colorPalette="green">
                    <RouterLink to={`/checkout/${r.id}`}>Checkout</RouterLink>
                  </Button>
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        </Box>
      )}
    </>
  );
}
