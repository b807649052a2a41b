import { Badge, Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { addToCart, updateCarts, useVendorCart } from '@/lib/cart';
import { formatNaira } from '@/lib/format';
import { cartVendorOf, type PublicMenuItem, type PublicRestaurant } from '../api/food';

/** One dish with its price and an "Add" button to the restaurant's cart; shown disabled when it cannot be ordered now. */
export function MenuItemRow({ item, restaurant, details = false }: { item: PublicMenuItem; restaurant: PublicRestaurant; details?: boolean }) {
  const cart = useVendorCart(restaurant.id);
  const inCart = cart?.lines.find((l) => l.item_id === item.id)?.quantity ?? 0;
  const available = item.status === 'available';
  const add = () =>
    updateCarts((carts) =>
      addToCart(carts, cartVendorOf(restaurant), { item_id: item.id, name: item.name, price: item.price, image: item.image, category: item.category }),
    );
  return (
    <HStack justify="space-between" align="start" gap="3" data-testid="menu-item" data-status={item.status} opacity={available ? 1 : 0.6}>
      <HStack gap="3" align="start" minW="0">
        {details && item.image && <Image src={item.image} alt="" boxSize="14" objectFit="cover" rounded="md" flexShrink={0} loading="lazy" />}
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {item.name}
          </Text>
          {details && item.description && (
            <Text fontSize="sm" color="gray.600" overflowWrap="anywhere">
              {item.description}
            </Text>
          )}
          <Text fontSize="sm" color="gray.600">
            {formatNaira(item.price)} · {item.category}
          </Text>
          {!available && (
            <Box>
              <Badge colorPalette="red" variant="subtle">
                {item.status === 'out-of-stock' ? 'Out of stock' : 'Unavailable'}
              </Badge>
            </Box>
          )}
        </Stack>
      </HStack>
      <Stack gap="0" align="end" flexShrink={0}>
        <Button size="sm" colorPalette="green" onClick={add} disabled={!available || !restaurant.open_now} aria-label={`Add ${item.name}`}>
          Add
        </Button>
        {inCart > 0 && (
          <Text fontSize="xs" color="green.700" data-testid="in-cart">
            {inCart} in cart
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
