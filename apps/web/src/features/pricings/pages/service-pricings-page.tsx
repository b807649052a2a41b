import { Box, Button, Card, Center, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencil, LuPlus, LuTag, LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { RetryAlert } from '@/components/retry-alert';
import { formatDate, formatNaira } from '@/lib/format';
import { createPricing, deletePricing, updatePricing, useServicePricings, type PricingInput, type ServicePricing } from '../api/service-pricings';
import { PricingFormDialog } from '../components/pricing-form-dialog';

/** Texts */
export const PRICING_TEXTS = {
  fetchFailed: 'Failed to fetch your service pricings',
  saveFailed: 'Failed to save pricing. Please try again.',
  deleteFailed: 'Failed to delete pricing. Please try again.',
  created: 'Pricing created successfully!',
  updated: 'Pricing updated successfully!',
  deleted: 'Pricing deleted successfully!',
  deleteConfirm: 'Are you sure you want to delete this pricing?',
} as const;

/** `/dashboard/service-vendor/pricings`: the vendor's price list. */
export function ServicePricingsPage() {
  const { data, error, isLoading, isValidating, mutate } = useServicePricings();
  const [editing, setEditing] = useState<{ pricing: ServicePricing | null } | null>(null);
  const [deleting, setDeleting] = useState<ServicePricing | null>(null);
  const pricings = error ? [] : (data?.data ?? []);

  const save = async (input: PricingInput): Promise<boolean> => {
    const current = editing?.pricing ?? null;
    try {
      const res = current ? await updatePricing(current.id, input) : await createPricing(input);
      toastSuccess(res.message || (current ? PRICING_TEXTS.updated : PRICING_TEXTS.created));
      void mutate();
      return true;
    } catch (e) {
      toastFailure(PRICING_TEXTS.saveFailed, e);
      return false;
    }
  };

  const remove = async (pricing: ServicePricing) => {
    try {
      const res = await deletePricing(pricing.id);
      toastSuccess(res?.message || PRICING_TEXTS.deleted);
    } catch (e) {
      toastFailure(PRICING_TEXTS.deleteFailed, e);
    }
    void mutate();
  };

  const addButton = (label: string) => (
    <Button colorPalette="green" size="sm" onClick={() => setEditing({ pricing: null })}>
      <LuPlus aria-hidden /> {label}
    </Button>
  );

  return (
    <Stack gap="5">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <PageHeading title="Service Pricings">The services customers can book from you and what each costs.</PageHeading>
        {addButton('Add New Pricing')}
      </HStack>

      {error && <RetryAlert message={PRICING_TEXTS.fetchFailed} testId="pricings-error" retrying={isValidating} onRetry={() => void mutate()} />}

      {isLoading && !data ? (
        <LoadingState label="Loading your service pricings..." />
      ) : pricings.length === 0 && !error ? (
        <Center py="14" flexDirection="column" gap="3" borderWidth="1px" borderStyle="dashed" rounded="xl" bg="white" textAlign="center" px="4">
          <Box color="green.500">
            <LuTag size={36} aria-hidden />
          </Box>
          <Heading as="h2" size="md">
            No service pricings yet
          </Heading>
          <Text color="gray.600" fontSize="sm" maxW="sm">
            Add the services you offer and their prices so customers can book you.
          </Text>
          {addButton('Add Your First Pricing')}
        </Center>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {pricings.map((p) => (
            <Card.Root key={p.id} size="sm" data-testid="pricing-card" data-pricing-id={p.id}>
              <Card.Body gap="2">
                <Heading as="h3" size="md" data-testid="pricing-title">
                  {p.title}
                </Heading>
                <Text fontSize="2xl" fontWeight="bold" color="green.700" data-testid="pricing-price">
                  {formatNaira(p.price)}
                </Text>
                <Text fontSize="sm" color={p.description ? 'gray.700' : 'gray.400'} data-testid="pricing-description">
                  {p.description || 'No description'}
                </Text>
                <Text fontSize="xs" color="gray.500">
                  Created {formatDate(p.created_at)} · Updated {formatDate(p.updated_at)}
                </Text>
              </Card.Body>
              <Card.Footer gap="2">
                <Button size="sm" variant="outline" onClick={() => setEditing({ pricing: p })}>
                  <LuPencil aria-hidden /> Edit
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(p)}>
                  <LuTrash2 aria-hidden /> Delete
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}

      <PricingFormDialog open={editing !== null} pricing={editing?.pricing ?? null} onClose={() => setEditing(null)} onSave={save} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete pricing"
        message={PRICING_TEXTS.deleteConfirm}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        colorPalette="red"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </Stack>
  );
}
