import { Badge, Button, Card, Center, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BackHomeLink } from '@/components/back-home-link';
import { removeCart, updateCarts, useCarts } from '@/lib/cart';
import { CartLines, CartTotalsView } from '../components/cart-lines';

/** `/cart`: every vendor's cart (food and shop), quantities editable; each is checked out on its own. */
export function CartPage() {
  const carts = Object.values(useCarts());
  return (
    <Container maxW="3xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
      <Stack gap="6">
        <BackHomeLink />
        <Stack gap="1">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
            Your cart
          </Heading>
          <Text color="gray.600">One order per restaurant or shop: each is paid, sealed and delivered on its own.</Text>
        </Stack>
        {carts.length === 0 ? (
          <Center py="12" flexDirection="column" gap="3" textAlign="center">
            <Text data-testid="cart-empty">Your cart is empty.</Text>
            <HStack gap="2" flexWrap="wrap" justify="center">
              <Button asChild colorPalette="green">
                <RouterLink to="/food-delivery">Order food</RouterLink>
              </Button>
              <Button asChild variant="outline" colorPalette="green">
                <RouterLink to="/ecommerce">Go to the shop</RouterLink>
              </Button>
            </HStack>
          </Center>
        ) : (
          carts.map((cart) => (
            <Card.Root key={cart.vendor.id} data-testid="vendor-cart" data-vendor-id={cart.vendor.id}>
              <Card.Header>
                <HStack justify="space-between" gap="2" flexWrap="wrap">
                  <Heading as="h2" size="md" overflowWrap="anywhere">
                    {cart.vendor.name}
                  </Heading>
                  <Badge variant="outline">{cart.vendor.kind === 'food' ? 'Restaurant' : 'Shop'}</Badge>
                </HStack>
              </Card.Header>
              <Card.Body gap="3">
                <CartLines cart={cart} editable />
                <CartTotalsView cart={cart} />
              </Card.Body>
              <Card.Footer justifyContent="flex-end" gap="2" flexWrap="wrap">
                <Button
                  variant="outline"
                  colorPalette="red"
                  onClick={() => updateCarts((c) => removeCart(c, cart.vendor.id))}
                  aria-label={`Empty the cart of ${cart.vendor.name}`}
                >
                  Empty cart
                </Button>
                <Button asChild colorPalette="green">
                  <RouterLink to={`/checkout/${cart.vendor.id}`} aria-label={`Checkout with ${cart.vendor.name}`}>
                    Checkout
                  </RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>
          ))
        )}
      </Stack>
    </Container>
  );
}
