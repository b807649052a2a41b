import { Badge, Button, Card, Container, Dialog, Heading, HStack, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuShoppingCart, LuStar, LuTruck, LuPercent } from 'react-icons/lu';
import { FOOD_CATEGORIES, foodCartTotals, FREE_DELIVERY_ABOVE_NAIRA, LOCAL_DISHES_DISCOUNT_PERCENT, type FoodCartLine, type FoodCategory } from '@oja/shared';
import { BackHomeLink } from '@/components/back-home-link';
import { CategoryChips, DemoSearchBox, DemoTitle } from '@/components/demo-catalogue';
import { formatNaira } from '@/lib/format';
import { DELIVERY_FEES, RESTAURANTS, type Restaurant } from '../data';

type Chip = 'All' | FoodCategory;
const CHIPS: Chip[] = ['All', ...FOOD_CATEGORIES];

/** The food demonstration, shown while no restaurant is live: sample restaurants; search and chips filter them, and a cart applies the deals. */
export function FoodDemo() {
  const [chip, setChip] = useState<Chip>('All');
  const [search, setSearch] = useState('');
  const [cart, setCart] = useState<FoodCartLine[]>([]);
  const [open, setOpen] = useState<Restaurant | null>(null);
  const [cartOpen, setCartOpen] = useState(false);

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return RESTAURANTS.filter((r) => chip === 'All' || r.categories.includes(chip)).filter(
      (r) => !q || r.name.toLowerCase().includes(q) || r.cuisine.toLowerCase().includes(q) || r.menu.some((m) => m.name.toLowerCase().includes(q)),
    );
  }, [chip, search]);
  const totals = foodCartTotals(cart, DELIVERY_FEES);

  const add = (restaurantId: string, item: Restaurant['menu'][number]) =>
    setCart((lines) => {
      const found = lines.find((l) => l.itemId === item.id);
      if (found) return lines.map((l) => (l === found ? { ...l, quantity: l.quantity + 1 } : l));
      return [...lines, { itemId: item.id, restaurantId, price: item.price, quantity: 1, category: item.category }];
    });
  const itemName = (id: string) => RESTAURANTS.flatMap((r) => r.menu).find((m) => m.id === id)?.name ?? id;

  return (
    <Container maxW="6xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
      <Stack gap="6">
        <HStack justify="space-between">
          <BackHomeLink />
          <Button variant="outline" onClick={() => setCartOpen(true)}>
            <LuShoppingCart /> Cart
            <Badge colorPalette="red" variant="solid" data-testid="cart-count">
              {totals.itemCount}
            </Badge>
          </Button>
        </HStack>
        <DemoTitle
          title="Food Delivery"
          blurb="Order from local restaurants with seal-checked, tracked delivery. These restaurants are examples; no order is placed."
        />

        <HStack>
          <DemoSearchBox value={search} onChange={setSearch} label="Search restaurants or dishes" />
        </HStack>
        <CategoryChips chips={CHIPS} value={chip} onChange={setChip} />

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Card.Root bg="green.50" borderColor="green.200">
            <Card.Body>
              <HStack gap="3">
                <LuTruck size={28} />
                <Stack gap="0">
                  <Text fontWeight="bold">Free delivery</Text>
                  <Text fontSize="sm">On orders above {formatNaira(FREE_DELIVERY_ABOVE_NAIRA)}</Text>
                </Stack>
              </HStack>
            </Card.Body>
          </Card.Root>
          <Card.Root bg="orange.50" borderColor="orange.200">
            <Card.Body>
              <HStack gap="3">
                <LuPercent size={28} />
                <Stack gap="0">
                  <Text fontWeight="bold">{LOCAL_DISHES_DISCOUNT_PERCENT}% off local dishes</Text>
                  <Text fontSize="sm">Jollof, egusi, suya and more</Text>
                </Stack>
              </HStack>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>

        {shown.length === 0 ? (
          <Text data-testid="no-restaurants">No restaurants match your search.</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="restaurants">
            {shown.map((r) => (
              <Card.Root key={r.id} data-testid="restaurant-card">
                <Card.Body gap="2">
                  <Heading as="h3" size="md">
                    {r.name}
                  </Heading>
                  <Text fontSize="sm" color="gray.600">
                    {r.cuisine} · {r.time}
                  </Text>
                  <HStack gap="3" fontSize="sm">
                    <HStack gap="1">
                      <LuStar /> <Text>{r.rating}</Text>
                    </HStack>
                    <Text>Delivery {formatNaira(r.deliveryFee)}</Text>
                  </HStack>
                  <HStack gap="1" flexWrap="wrap">
                    {r.categories.map((c) => (
                      <Badge key={c} variant="outline">
                        {c}
                      </Badge>
                    ))}
                  </HStack>
                  <Button mt="2" colorPalette="green" onClick={() => setOpen(r)}>
                    View Menu
                  </Button>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Dialog.Root open={open !== null} onOpenChange={(e) => !e.open && setOpen(null)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{open?.name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {open?.menu.map((m) => (
                    <HStack key={m.id} justify="space-between">
                      <Stack gap="0">
                        <Text fontWeight="medium">{m.name}</Text>
                        <Text fontSize="sm" color="gray.600">
                          {formatNaira(m.price)} · {m.category}
                        </Text>
                      </Stack>
                      <Button size="sm" colorPalette="green" onClick={() => add(open.id, m)} aria-label={`Add ${m.name}`}>
                        Add
                      </Button>
                    </HStack>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(null)}>
                  Close
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <Dialog.Root open={cartOpen} onOpenChange={(e) => setCartOpen(e.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Your cart</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {cart.length === 0 ? (
                  <Text>Your cart is empty.</Text>
                ) : (
                  <Stack gap="2" data-testid="cart">
                    {cart.map((l) => (
                      <HStack key={l.itemId} justify="space-between">
                        <Text>
                          {l.quantity} × {itemName(l.itemId)}
                        </Text>
                        <Text>{formatNaira(l.price * l.quantity)}</Text>
                      </HStack>
                    ))}
                    <HStack justify="space-between" borderTopWidth="1px" pt="2">
                      <Text>Subtotal</Text>
                      <Text data-testid="cart-subtotal">{formatNaira(totals.subtotal)}</Text>
                    </HStack>
                    <HStack justify="space-between">
                      <Text>Local dishes discount</Text>
                      <Text data-testid="cart-discount">−{formatNaira(totals.discount)}</Text>
                    </HStack>
                    <HStack justify="space-between">
                      <Text>Delivery</Text>
                      <Text data-testid="cart-delivery">{totals.freeDelivery ? 'Free' : formatNaira(totals.deliveryFee)}</Text>
                    </HStack>
                    <HStack justify="space-between" fontWeight="bold">
                      <Text>Total</Text>
                      <Text data-testid="cart-total">{formatNaira(totals.total)}</Text>
                    </HStack>
                    <Text fontSize="sm" color="gray.600">
                      Sample data: checkout is not part of this demonstration.
                    </Text>
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setCart([])} disabled={cart.length === 0}>
                  Clear
                </Button>
                <Button onClick={() => setCartOpen(false)}>Close</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Container>
  );
}
