import { Alert, Box, Button, Container, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { NEWSLETTER_THANKS_MS } from '../data';

/** Newsletter: a required e-mail; a thank-you for 3 s, the field clears; nothing is sent. */
export function NewsletterSection() {
  const [email, setEmail] = useState('');
  const [thanks, setThanks] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    setEmail('');
    setThanks(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setThanks(false), NEWSLETTER_THANKS_MS);
  };

  return (
    <Box as="section" id="newsletter" py={{ base: 14, md: 16 }} bg="green.700" color="white">
      <Container maxW="3xl" px={{ base: 4, md: 6 }}>
        <Stack gap="4" textAlign="center" align="center">
          <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }}>
            Stay in the loop
          </Heading>
          <Text opacity={0.9}>Get deals, new services and vendor tips in your inbox.</Text>
          <form onSubmit={onSubmit} style={{ width: '100%' }} aria-label="Newsletter">
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" maxW="lg" mx="auto">
              <Input
                type="email"
                required
                name="newsletter-email"
                aria-label="Email address"
                placeholder="Enter your email"
                bg="white"
                color="gray.900"
                size="lg"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <Button type="submit" size="lg" bg="gray.900" color="white" _hover={{ bg: 'black' }} flexShrink={0}>
                Subscribe
              </Button>
            </Stack>
          </form>
          {thanks && (
            <Alert.Root role="status" status="success" maxW="lg" color="gray.900" data-testid="newsletter-thanks">
              <Alert.Indicator />
              <Alert.Title>Thank you for subscribing!</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
