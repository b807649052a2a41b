import { Badge, Button, Card, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuClock, LuStar } from 'react-icons/lu';
import { formatNaira } from '@/lib/format';
import { CARD_DISHES, type PublicRestaurant } from '../api/food';
import { MenuItemRow } from './menu-item-row';

/** How a restaurant delivers: its flat fee and, when it has one, the free-delivery threshold. */
export function deliveryText(r: Pick<PublicRestaurant, 'delivery_fee' | 'free_delivery_over'>): string {
  const fee = r.delivery_fee > 0 ? `Delivery ${formatNaira(r.delivery_fee)}` : 'Free delivery';
  return r.free_delivery_over !== null && r.delivery_fee > 0 ? `${fee} · free over ${formatNaira(r.free_delivery_over)}` : fee;
}

/** A live restaurant in the list: name, cuisine, rating, delivery, a few dishes to add, and its menu page. */
export function RestaurantCard({ restaurant: r }: { restaurant: PublicRestaurant }) {
  return (
    <Card.Root data-testid="restaurant-card" data-restaurant-id={r.id}>
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          {r.logo && <Image src={r.logo} alt="" boxSize="12" rounded="full" objectFit="cover" flexShrink={0} loading="lazy" />}
          <Stack gap="0" minW="0">
            <Heading as="h3" size="md" overflowWrap="anywhere">
              {r.name}
            </Heading>
            <Text fontSize="sm" color="gray.600" overflowWrap="anywhere">
              {[r.cuisine, r.address].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="3" fontSize="sm" flexWrap="wrap">
          {r.rating !== null && r.rating > 0 && (
            <HStack gap="1">
              <LuStar aria-hidden /> <Text>{r.rating.toFixed(1)}</Text>
            </HStack>
          )}
          <Text>{deliveryText(r)}</Text>
          {r.opening_hours && (
            <HStack gap="1" color="gray.600">
              <LuClock aria-hidden /> <Text>{r.opening_hours}</Text>
            </HStack>
          )}
        </HStack>
        <HStack gap="1" flexWrap="wrap">
          {r.categories.map((c) => (
            <Badge key={c} variant="outline">
              {c}
            </Badge>
          ))}
        </HStack>
        <Stack gap="2" borderTopWidth="1px" pt="3">
          {r.menu.slice(0, CARD_DISHES).map((m) => (
            <MenuItemRow key={m.id} item={m} restaurant={r} />
          ))}
        </Stack>
        <Button asChild mt="1" colorPalette="green" variant="outline">
          <RouterLink to={`/food-delivery/${r.id}`} aria-label={`View Menu of ${r.name}`}>
            View Menu
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
