import { Badge, Button, Card, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuFilter, LuShoppingCart, LuStar } from 'react-icons/lu';
import { BackHomeLink } from '@/components/back-home-link';
import { CategoryChips, DemoSearchBox, DemoTitle } from '@/components/demo-catalogue';
import { formatNaira } from '@/lib/format';
import { PRODUCTS, SHOP_CATEGORIES, type ShopCategory } from '../data';
import { SelectBox } from '@/components/select-box';

const BANDS = [
  { value: 'any', label: 'Any price' },
  { value: 'under20', label: 'Under ₦20,000' },
  { value: '20to50', label: '₦20,000 – ₦50,000' },
  { value: 'over50', label: 'Over ₦50,000' },
];
const SORTS = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Best rated' },
];

type Chip = 'All Products' | ShopCategory;
const CHIPS: Chip[] = ['All Products', ...SHOP_CATEGORIES];
type Sort = 'featured' | 'price-asc' | 'price-desc' | 'rating';
const PRICE_BANDS = { any: [0, Infinity], under20: [0, 20000], '20to50': [20000, 50000], over50: [50000, Infinity] } as const;
type Band = keyof typeof PRICE_BANDS;

/** The shop demonstration, shown while no product is live: sample products; chips, search and filters work on the page; Add to Cart counts. */
export function ShopDemo() {
  const [chip, setChip] = useState<Chip>('All Products');
  const [search, setSearch] = useState('');
  const [showFilters, setShowFilters] = useState(false);
  const [band, setBand] = useState<Band>('any');
  const [inStockOnly, setInStockOnly] = useState(false);
  const [sort, setSort] = useState<Sort>('featured');
  const [cartCount, setCartCount] = useState(0);

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    const [min, max] = PRICE_BANDS[band];
    const list = PRODUCTS.filter((p) => chip === 'All Products' || p.category === chip)
      .filter((p) => !q || p.name.toLowerCase().includes(q) || p.seller.toLowerCase().includes(q))
      .filter((p) => p.price >= min && p.price < max)
      .filter((p) => !inStockOnly || p.inStock);
    if (sort === 'price-asc') return [...list].sort((a, b) => a.price - b.price);
    if (sort === 'price-desc') return [...list].sort((a, b) => b.price - a.price);
    if (sort === 'rating') return [...list].sort((a, b) => b.rating - a.rating);
    return list;
  }, [chip, search, band, inStockOnly, sort]);

  return (
    <Container maxW="6xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
      <Stack gap="6">
        <HStack justify="space-between">
          <BackHomeLink />
          <HStack gap="2" aria-label={`Cart, ${cartCount} items`} role="status">
            <LuShoppingCart />
            <Text>Cart</Text>
            <Badge colorPalette="red" variant="solid" data-testid="cart-count">
              {cartCount}
            </Badge>
          </HStack>
        </HStack>
        <DemoTitle title="Shop" blurb="Electronics, fashion, home goods and more from verified sellers. These products are examples; nothing is sold." />

        <HStack gap="2">
          <DemoSearchBox value={search} onChange={setSearch} label="Search products or sellers" />
          <Button variant="outline" onClick={() => setShowFilters((v) => !v)} aria-expanded={showFilters}>
            <LuFilter /> Filters
          </Button>
        </HStack>
        {showFilters && (
          <HStack gap="4" flexWrap="wrap" borderWidth="1px" rounded="md" p="3" data-testid="filters">
            <label>
              <Text fontSize="sm" mb="1">
                Price
              </Text>
              <SelectBox size="sm" w="48" label="Price" value={band} onChange={setBand} choices={BANDS} />
            </label>
            <label>
              <Text fontSize="sm" mb="1">
                Sort by
              </Text>
              <SelectBox size="sm" w="48" label="Sort by" value={sort} onChange={setSort} choices={SORTS} />
            </label>
            <label style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 20 }}>
              <input type="checkbox" checked={inStockOnly} onChange={(e) => setInStockOnly(e.target.checked)} />
              <Text fontSize="sm">In stock only</Text>
            </label>
          </HStack>
        )}
        <CategoryChips chips={CHIPS} value={chip} onChange={setChip} />

        {shown.length === 0 ? (
          <Text data-testid="no-products">No products match your search.</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="products">
            {shown.map((p) => (
              <Card.Root key={p.id} data-testid="product-card">
                <Card.Body gap="2">
                  <Badge alignSelf="start" variant="outline">
                    {p.category}
                  </Badge>
                  <Heading as="h3" size="md">
                    {p.name}
                  </Heading>
                  <Text fontSize="sm" color="gray.600">
                    {p.seller}
                  </Text>
                  <HStack gap="3" fontSize="sm">
                    <HStack gap="1">
                      <LuStar /> <Text>{p.rating}</Text>
                    </HStack>
                    <Text color={p.inStock ? 'green.700' : 'red.700'}>{p.inStock ? 'In stock' : 'Out of stock'}</Text>
                  </HStack>
                  <Text fontWeight="bold" fontSize="lg">
                    {formatNaira(p.price)}
                  </Text>
                  <Button colorPalette="green" disabled={!p.inStock} onClick={() => setCartCount((n) => n + 1)} aria-label={`Add to Cart: ${p.name}`}>
                    Add to Cart
                  </Button>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
