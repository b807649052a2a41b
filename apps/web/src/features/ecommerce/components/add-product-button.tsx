import { Button, Stack, Text } from '@chakra-ui/react';
import { addToCart, updateCarts, useVendorCart } from '@/lib/cart';
import { cartVendorOf, type PublicProduct } from '../api/products';

/** "Add to Cart" for a live product: to its shop's cart, never beyond the stock; out of stock it is disabled. */
export function AddProductButton({ product: p, size = 'md' }: { product: PublicProduct; size?: 'sm' | 'md' | 'lg' }) {
  const cart = useVendorCart(p.vendor.id);
  const inCart = cart?.lines.find((l) => l.item_id === p.id)?.quantity ?? 0;
  const soldOut = p.stock <= 0 || p.status === 'out-of-stock';
  const full = !soldOut && inCart >= p.stock;
  const add = () =>
    updateCarts((carts) =>
      addToCart(carts, cartVendorOf(p), { item_id: p.id, name: p.name, price: p.price, image: p.image, category: p.category, stock: p.stock }),
    );
  return (
    <Stack gap="1">
      <Button colorPalette="green" size={size} disabled={soldOut || full} onClick={add} aria-label={`Add to Cart: ${p.name}`}>
        {soldOut ? 'Out of stock' : 'Add to Cart'}
      </Button>
      {inCart > 0 && (
        <Text fontSize="xs" color="green.700" data-testid="in-cart">
          {inCart} in cart{full ? ' (all in stock)' : ''}
        </Text>
      )}
    </Stack>
  );
}
