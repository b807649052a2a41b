import { Button, Center, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LuArrowLeft } from 'react-icons/lu';
import type { SWRResponse } from 'swr';
import { ApiError, errorMessage } from '@/lib/api-client';
import { CartLink } from './cart-link';
import { LoadingState } from './loading-state';
import { RetryAlert } from './retry-alert';

export interface CatalogueDetailTexts {
  /** The list page and its link's words ('/ecommerce', 'All products'). */
  back: { to: string; label: string };
  notFound: { title: string; link: string; testId: string };
  loading: string;
  failed: string;
}

/**
 * A public catalogue's detail page (a restaurant's menu, a product): back to the list, the cart link, then the page
 * once loaded; a 404 says the thing is not (or no longer) listed, other errors retry.
 */
export function CatalogueDetail<T>({
  texts,
  result,
  maxW,
  children,
}: {
  texts: CatalogueDetailTexts;
  result: SWRResponse<{ data: T }>;
  maxW: string;
  children: (item: T) => ReactNode;
}) {
  const { data, error, isLoading, isValidating, mutate } = result;
  return (
    <Container maxW={maxW} px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
      <Stack gap="6">
        <HStack justify="space-between">
          <Button asChild variant="ghost" colorPalette="green" size="sm" px="2">
            <RouterLink to={texts.back.to}>
              <LuArrowLeft aria-hidden /> {texts.back.label}
            </RouterLink>
          </Button>
          <CartLink />
        </HStack>
        {error instanceof ApiError && error.status === 404 ? (
          <Center py="16" flexDirection="column" gap="3" textAlign="center" data-testid={texts.notFound.testId}>
            <Heading as="h1" size="xl">
              {texts.notFound.title}
            </Heading>
            <Text color="gray.600">{error.message}</Text>
            <Button asChild colorPalette="green">
              <RouterLink to={texts.back.to}>{texts.notFound.link}</RouterLink>
            </Button>
          </Center>
        ) : error ? (
          <RetryAlert message={errorMessage(error, texts.failed)} retrying={isValidating} onRetry={() => void mutate()} />
        ) : isLoading || !data ? (
          <LoadingState label={texts.loading} />
        ) : (
          children(data.data)
        )}
      </Stack>
    </Container>
  );
}
