import { Alert, Box, Button, Card, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { BackHomeTitle } from '@/components/back-home-link';
import { toaster } from '@/components/ui/toaster';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { isEmailVerificationError, VerifyEmailAlert } from '@/components/verify-email-alert';
import { errorMessage } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';
import { formatNaira } from '@/lib/format';
import { loginPathWithNext } from '@/lib/return-path';
import { chooseMechanic, payRequest, reportIssue, useMaintenanceRequest, type Mechanic, type ReportInput } from '../api/maintenance';
import { MechanicList } from '../components/mechanic-list';
import { EMPTY_REPORT, ReportForm } from '../components/report-form';
import { StepIndicator } from '../components/step-indicator';
import { DRAFT_KEY } from '../api/maintenance';

export const MAINTENANCE_TEXTS = {
  submitted: 'Maintenance request submitted successfully!',
  submitFailed: 'Failed to submit maintenance request. Please try again.',
  loginFirst: 'Please login to request maintenance',
  chooseFailed: 'Failed to choose this mechanic. Please try again.',
  payFailed: 'Failed to initiate payment. Please try again.',
} as const;
const FEE_NAIRA = 5000;

function loadDraft(): ReportInput {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? { ...EMPTY_REPORT, ...(JSON.parse(raw) as Partial<ReportInput>) } : EMPTY_REPORT;
  } catch {
    return EMPTY_REPORT;
  }
}

const HOW_IT_WORKS = [
  ['Report the issue', 'Tell us where the car is and what is wrong.'],
  ['Choose a mechanic', 'Verified Oja mechanics near you, nearest first.'],
  [
    'Pay the commitment fee',
    `${formatNaira(FEE_NAIRA)}, held in escrow; refunded in full if the mechanic declines or does not answer within 2 hours, 50 % if you cancel after they accept.`,
  ],
  ['Get it fixed', 'The mechanic starts and completes the job; you confirm and the fee is released to them.'],
] as const;

/** `/auto-maintenance`: Report Issue → Find Mechanic → Payment, with a progress indicator; going back is allowed. */
export function AutoMaintenancePage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const requestId = params.get('request');
  const step = requestId ? Math.min(3, Math.max(1, Number(params.get('step')) || 2)) : 1;
  const { data, mutate } = useMaintenanceRequest(requestId && getToken() ? requestId : null);
  const request = data?.data ?? null;
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState<number | null>(null);
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const go = (s: number, id = requestId) => setParams(id ? { request: id, step: String(s) } : {});

  const submit = async (input: ReportInput) => {
    if (!getToken()) {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(input));
      toaster.create({ type: 'warning', title: MAINTENANCE_TEXTS.loginFirst });
      navigate(loginPathWithNext('/auto-maintenance'));
      return;
    }
    setBusy(true);
    try {
      const res = await reportIssue(input);
      sessionStorage.removeItem(DRAFT_KEY);
      toastSuccess(res.message ?? MAINTENANCE_TEXTS.submitted);
      go(2, String(res.data.id));
    } catch (e) {
      if (isEmailVerificationError(e)) setVerifyEmail((e as Error).message);
      else toaster.create({ type: 'error', title: errorMessage(e, MAINTENANCE_TEXTS.submitFailed) });
    } finally {
      setBusy(false);
    }
  };

  const choose = async (m: Mechanic) => {
    if (!requestId) return;
    setChoosing(m.id);
    try {
      await chooseMechanic(requestId, m.id);
      await mutate();
      go(3);
    } catch (e) {
      toastFailure(MAINTENANCE_TEXTS.chooseFailed, e);
    } finally {
      setChoosing(null);
    }
  };

  const pay = async () => {
    if (!requestId) return;
    setBusy(true);
    try {
      const res = await payRequest(requestId);
      window.location.assign(res.data.payment_url);
    } catch (e) {
      if (isEmailVerificationError(e)) setVerifyEmail((e as Error).message);
      else toastFailure(MAINTENANCE_TEXTS.payFailed, e);
      setBusy(false);
    }
  };

  const settled = request && !['reported', 'mechanic_chosen'].includes(request.status);

  return (
    <Box bg="gray.50" minH="full" pb="16">
      <Container maxW="4xl" px={{ base: 4, md: 6 }} py={{ base: 4, md: 8 }}>
        <Stack gap="6">
          <BackHomeTitle title="Auto Maintenance">
            <Text color="gray.600" fontSize="sm">
              Verified mechanics, a {formatNaira(FEE_NAIRA)} commitment fee held safely in escrow.
            </Text>
          </BackHomeTitle>

          <StepIndicator current={step - 1} />
          {verifyEmail && <VerifyEmailAlert message={verifyEmail} />}

          <Card.Root>
            <Card.Body p={{ base: 4, md: 6 }} gap="4">
              {step === 1 && (
                <>
                  <Heading as="h2" size="lg">
                    Report Issue
                  </Heading>
                  {request ? (
                    <Stack gap="3">
                      <Text>
                        Your request #{request.id}: {request.service_label} at {request.location}.
                      </Text>
                      <HStack gap="3">
                        <Button colorPalette="green" onClick={() => go(2)}>
                          Continue to Find Mechanic
                        </Button>
                        <Button variant="outline" onClick={() => setParams({})}>
                          Report another issue
                        </Button>
                      </HStack>
                    </Stack>
                  ) : (
                    <ReportForm initial={loadDraft()} busy={busy} onSubmit={(input) => void submit(input)} />
                  )}
                </>
              )}

              {step > 1 && settled && (
                <Alert.Root status="info" data-testid="request-settled">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>This request is {request.status_label.toLowerCase()}.</Alert.Title>
                    <Alert.Description>
                      <RouterLink to="/dashboard/user/maintenance">See it in My Maintenance</RouterLink>
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}

              {step === 2 && !settled && (
                <>
                  <Heading as="h2" size="lg">
                    Find Mechanic
                  </Heading>
                  {request && <MechanicList location={request.location} busyId={choosing} onChoose={(m) => void choose(m)} />}
                  <Button variant="outline" alignSelf="start" onClick={() => go(1)}>
                    Back
                  </Button>
                </>
              )}

              {step === 3 && !settled && request && (
                <>
                  <Heading as="h2" size="lg">
                    Payment
                  </Heading>
                  <Stack gap="1" data-testid="payment-summary">
                    <Text>
                      <b>Service:</b> {request.service_label}
                    </Text>
                    <Text>
                      <b>Mechanic:</b> {request.mechanic?.workshop_name ?? 'Not chosen yet'}
                    </Text>
                    <Text>
                      <b>Commitment fee:</b> {formatNaira(request.fee)}
                    </Text>
                    <Text fontSize="sm" color="gray.600">
                      Held in escrow until you confirm the job is done. Refunded in full if the mechanic declines or does not answer within 2 hours; 50 %
                      refundable if you cancel after they accept.
                    </Text>
                  </Stack>
                  <HStack gap="3">
                    <Button variant="outline" onClick={() => go(2)}>
                      Back
                    </Button>
                    <Button colorPalette="green" loading={busy} disabled={!request.mechanic} onClick={() => void pay()}>
                      Pay {formatNaira(request.fee)}
                    </Button>
                  </HStack>
                </>
              )}
            </Card.Body>
          </Card.Root>

          <Box as="section" aria-labelledby="how-it-works">
            <Heading as="h2" size="lg" id="how-it-works" mb="3">
              How it works
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
              {HOW_IT_WORKS.map(([title, body], i) => (
                <Card.Root key={title}>
                  <Card.Body gap="1" p="4">
                    <Text fontWeight="bold">
                      {i + 1}. {title}
                    </Text>
                    <Text fontSize="sm" color="gray.600">
                      {body}
                    </Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
