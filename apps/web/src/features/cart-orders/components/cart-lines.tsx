import { HStack, IconButton, Image, Input, Stack, Text } from '@chakra-ui/react';
import { LuMinus, LuPlus, LuTrash2 } from 'react-icons/lu';
import { CART_LINE_MAX, cartTotals, setLineQuantity, updateCarts, type VendorCart } from '@/lib/cart';
import { formatNaira } from '@/lib/format';

/** A vendor cart's lines; `editable`: quantities changed with −/+ or typed, a line removed. */
export function CartLines({ cart, editable = false }: { cart: VendorCart; editable?: boolean }) {
  const set = (itemId: number, quantity: number) => updateCarts((carts) => setLineQuantity(carts, cart.vendor.id, itemId, quantity));
  return (
    <Stack gap="3" data-testid="cart-lines">
      {cart.lines.map((l) => {
        const max = Math.min(CART_LINE_MAX, l.stock ?? CART_LINE_MAX);
        return (
          <HStack key={l.item_id} justify="space-between" align="start" gap="3" data-testid="cart-line" flexWrap="wrap">
            <HStack gap="3" align="start" minW="0" flex="1">
              {l.image && <Image src={l.image} alt="" boxSize="12" objectFit="cover" rounded="md" flexShrink={0} loading="lazy" />}
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {l.name}
                </Text>
                <Text fontSize="sm" color="gray.600">
                  {formatNaira(l.price)} each{editable ? '' : ` × ${l.quantity}`}
                </Text>
              </Stack>
            </HStack>
            <HStack gap="2" flexShrink={0}>
              {editable && (
                <HStack gap="1">
                  <IconButton size="xs" variant="outline" aria-label={`One less ${l.name}`} onClick={() => set(l.item_id, l.quantity - 1)}>
                    <LuMinus />
                  </IconButton>
                  <Input
                    size="xs"
                    w="12"
                    textAlign="center"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={max}
                    aria-label={`Quantity of ${l.name}`}
                    value={l.quantity}
                    onChange={(e) => {
                      const n = Number(e.target.value);
                      if (Number.isInteger(n) && n >= 1) set(l.item_id, n);
                    }}
                  />
                  <IconButton
                    size="xs"
                    variant="outline"
                    aria-label={`One more ${l.name}`}
                    disabled={l.quantity >= max}
                    onClick={() => set(l.item_id, l.quantity + 1)}
                  >
                    <LuPlus />
                  </IconButton>
                  <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${l.name}`} onClick={() => set(l.item_id, 0)}>
                    <LuTrash2 />
                  </IconButton>
                </HStack>
              )}
              <Text fontWeight="medium" minW="20" textAlign="end">
                {formatNaira(l.price * l.quantity)}
              </Text>
            </HStack>
          </HStack>
        );
      })}
    </Stack>
  );
}

/** Subtotal, delivery (the vendor's flat fee, or Free over its threshold) and total of a vendor cart. */
export function CartTotalsView({ cart }: { cart: VendorCart }) {
  const t = cartTotals(cart);
  const over = cart.vendor.free_delivery_over;
  return (
    <Stack gap="1" borderTopWidth="1px" pt="3" fontSize="sm">
      <HStack justify="space-between">
        <Text>Subtotal</Text>
        <Text data-testid="cart-subtotal">{formatNaira(t.subtotal)}</Text>
      </HStack>
      <HStack justify="space-between">
        <Text>Delivery</Text>
        <Text data-testid="cart-delivery">{t.freeDelivery ? 'Free' : formatNaira(t.deliveryFee)}</Text>
      </HStack>
      {over !== null && !t.freeDelivery && cart.vendor.delivery_fee > 0 && (
        <Text color="gray.600" fontSize="xs">
          Free delivery when your items come to more than {formatNaira(over)}.
        </Text>
      )}
      <HStack justify="space-between" fontWeight="bold" fontSize="md">
        <Text>Total</Text>
        <Text data-testid="cart-total">{formatNaira(t.total)}</Text>
      </HStack>
    </Stack>
  );
}
