import { Badge, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuShoppingCart } from 'react-icons/lu';
import { cartItemCount, useCarts, type CartVendorKind } from '@/lib/cart';

/** The public pages' link to the cart page, with the number of items in the customer's carts (`kind`: one kind of vendor). */
export function CartLink({ kind }: { kind?: CartVendorKind }) {
  const count = cartItemCount(useCarts(), kind);
  return (
    <Button asChild variant="outline" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <RouterLink to="/cart">
        <LuShoppingCart aria-hidden /> Cart
        <Badge colorPalette="red" variant="solid" data-testid="cart-count">
          {count}
        </Badge>
      </RouterLink>
    </Button>
  );
}
