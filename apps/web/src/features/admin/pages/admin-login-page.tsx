import { Box, Button, Card, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LuShieldCheck } from 'react-icons/lu';
import { firstError, validateAdminLogin } from '@oja/shared';
import { BackHomeLink } from '@/components/back-home-link';
import { SignInFields } from '@/components/sign-in-fields';
import { FormError } from '@/components/form-error';
import { ApiError } from '@/lib/api-client';
import { adminLogin } from '../api/admin-api';
import { saveAdminSession, takeAdminFlash } from '../api/admin-session';

export const ADMIN_LOGIN_FAILED = 'Invalid credentials. Please try again.';

/** Admin Portal sign-in. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(() => takeAdminFlash());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstError(validateAdminLogin({ email, password }));
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const res = await adminLogin(email.trim(), password);
      saveAdminSession(res.token, res.admin);
      navigate('/admin/dashboard', { replace: true });
    } catch (e) {
      setError(e instanceof ApiError && e.status !== 0 && e.message ? e.message : ADMIN_LOGIN_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box minH="100vh" bg="gray.900" px="4" py={{ base: 6, md: 12 }} colorPalette="green">
      <Center flexDirection="column" gap="4">
        <Box w="full" maxW="md" color="white" css={{ '& a': { color: 'green.200' } }}>
          <BackHomeLink />
        </Box>
        <Card.Root w="full" maxW="md" shadow="lg">
          <Card.Body p={{ base: 5, md: 8 }}>
            <Stack gap="6">
              <Stack gap="2" align="center" textAlign="center">
                <HStack bg="green.700" color="white" p="3" rounded="full">
                  <LuShieldCheck size={24} aria-hidden />
                </HStack>
                <Heading as="h1" size="xl">
                  Admin Portal
                </Heading>
                <Text color="gray.600">Sign in to manage vendors, KYC reviews and settings</Text>
              </Stack>
              <form onSubmit={onSubmit} noValidate>
                <Stack gap="4">
                  <SignInFields
                    email={email}
                    password={password}
                    onEmail={setEmail}
                    onPassword={setPassword}
                    autoComplete="username"
                    placeholder="admin@oja.ng"
                  />
                  <FormError message={error} testId="admin-login-error" />
                  <Button type="submit" size="lg" loading={busy} loadingText="Signing in...">
                    Sign In
                  </Button>
                </Stack>
              </form>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Center>
    </Box>
  );
}
