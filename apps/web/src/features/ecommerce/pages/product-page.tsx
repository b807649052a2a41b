import { Badge, Box, Button, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CatalogueDetail, type CatalogueDetailTexts } from '@/components/catalogue-detail';
import { useVendorCart } from '@/lib/cart';
import { formatNaira } from '@/lib/format';
import { stockText, useProduct, type PublicProduct } from '../api/products';
import { AddProductButton } from '../components/add-product-button';

const TEXTS: CatalogueDetailTexts = {
  back: { to: '/ecommerce', label: 'All products' },
  notFound: { title: 'Product not found', link: 'See the products', testId: 'product-not-found' },
  loading: 'Loading the product...',
  failed: 'Failed to load the product',
};

/** `/ecommerce/:id`: one live product with its photos, description, shop, price and stock, and Add to Cart. */
export function ProductPage() {
  const { id } = useParams();
  return (
    <CatalogueDetail texts={TEXTS} result={useProduct(id)} maxW="5xl">
      {(p) => <ProductDetails product={p} />}
    </CatalogueDetail>
  );
}

function ProductDetails({ product: p }: { product: PublicProduct }) {
  const cart = useVendorCart(p.vendor.id);
  const photos = p.images?.length ? p.images.map((i) => i.url) : p.image ? [p.image] : [];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <Stack gap="2">
        {photos.length ? (
          photos.map((url, i) => (
            <Image key={url} src={url} alt={i === 0 ? p.name : `${p.name}, photo ${i + 1}`} w="full" maxH="96" objectFit="contain" rounded="md" bg="gray.50" />
          ))
        ) : (
          <Box h="60" bg="gray.100" rounded="md" />
        )}
      </Stack>
      <Stack gap="3">
        <Badge alignSelf="start" variant="outline">
          {p.category}
        </Badge>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
          {p.name}
        </Heading>
        <Text color="gray.600">Sold by {p.vendor.business_name}</Text>
        <Text fontWeight="bold" fontSize="2xl">
          {formatNaira(p.price)}
        </Text>
        <Text color={stockText(p) === 'Out of stock' ? 'red.700' : 'green.700'} data-testid="stock">
          {stockText(p)}
        </Text>
        {p.description && (
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {p.description}
          </Text>
        )}
        <AddProductButton product={p} size="lg" />
        {cart && (
          <Button asChild variant="outline" colorPalette="green">
            <RouterLink to={`/checkout/${p.vendor.id}`}>Checkout with {p.vendor.business_name}</RouterLink>
          </Button>
        )}
      </Stack>
    </SimpleGrid>
  );
}
