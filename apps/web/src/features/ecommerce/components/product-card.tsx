import { Badge, Card, Heading, HStack, Image, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LowDataPhoto } from '@/components/low-data-photo';
import { formatNaira } from '@/lib/format';
import { stockText, type PublicProduct } from '../api/products';
import { AddProductButton } from './add-product-button';

/** A live product in the list: photo, name, shop, price, stock, Add to Cart; its name opens the product page. */
export function ProductCard({ product: p }: { product: PublicProduct }) {
  const soldOut = stockText(p) === 'Out of stock';
  return (
    <Card.Root data-testid="product-card" data-product-id={p.id} overflow="hidden">
      {p.image && (
        <LowDataPhoto alt={p.name} hasPhoto h="40">
          <Image src={p.image} alt="" h="40" w="full" objectFit="cover" loading="lazy" />
        </LowDataPhoto>
      )}
      <Card.Body gap="2">
        <Badge alignSelf="start" variant="outline">
          {p.category}
        </Badge>
        <Heading as="h3" size="md" overflowWrap="anywhere">
          <RouterLink to={`/ecommerce/${p.id}`}>{p.name}</RouterLink>
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {p.vendor.business_name}
        </Text>
        <HStack gap="3" fontSize="sm">
          <Text color={soldOut ? 'red.700' : p.status === 'low-stock' ? 'orange.700' : 'green.700'} data-testid="stock">
            {stockText(p)}
          </Text>
        </HStack>
        <Text fontWeight="bold" fontSize="lg">
          {formatNaira(p.price)}
        </Text>
        <AddProductButton product={p} />
      </Card.Body>
    </Card.Root>
  );
}
