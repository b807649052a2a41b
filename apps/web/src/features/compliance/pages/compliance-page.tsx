import { Alert, Badge, Box, Button, Card, Center, Heading, HStack, List, Progress, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { LuCircleCheck, LuCircle, LuClock, LuFileUp, LuPhone, LuSend, LuShieldCheck } from 'react-icons/lu';
import { validateComplianceDocument } from '@oja/shared';
import { DocumentPreview } from '@/components/document-preview';
import { NotFoundPage } from '@/components/not-found-page';
import { PageHeading } from '@/components/page-heading';
import { toaster } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { formatPhoneNg } from '@/lib/phone';
import { testModeExplanation } from '@/lib/test-mode';
import { useSession } from '@/lib/use-session';
import { submitForReview, uploadComplianceDocument, useComplianceStatus, type ComplianceStatus, type DocumentType } from '../api/compliance';
import { OtpModal } from '../components/otp-modal';

export const REVIEW_TIME = 'Review time: 1-3 business days';

const DOCUMENT_LABEL: Record<DocumentType, string> = {
  nin: 'NIN (National Identity Number) slip',
  cac: 'CAC company registration certificate',
};

function SectionCard({ title, icon, children, testId }: { title: string; icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card.Root data-testid={testId} h="full">
      <Card.Body>
        <Stack gap="4">
          <HStack gap="2">
            <Box color="green.700">{icon}</Box>
            <Heading as="h2" size="md">
              {title}
            </Heading>
          </HStack>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function AccountStatusCard({ status }: { status: ComplianceStatus }) {
  const live = status.is_live;
  const underReview = status.submitted_for_review;
  return (
    <Card.Root data-testid="account-status">
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <Text fontWeight="semibold">Account status</Text>
            <HStack gap="2">
              <Badge size="lg" colorPalette={live ? 'green' : 'orange'} data-testid="account-mode">
                {live ? 'Live' : 'Test Mode'}
              </Badge>
              <Badge
                colorPalette={status.compliance_status === 'approved' ? 'green' : status.compliance_status === 'rejected' ? 'red' : 'yellow'}
                data-testid="compliance-status"
              >
                {status.compliance_status === 'approved'
                  ? 'Approved'
                  : status.compliance_status === 'rejected'
                    ? 'Rejected'
                    : underReview
                      ? 'Under review'
                      : 'Pending'}
              </Badge>
            </HStack>
          </HStack>
          <Text color="gray.600" fontSize="sm" data-testid="account-mode-explained">
            {live ? 'Your account is live. Customers can find and book you.' : testModeExplanation(underReview)}
          </Text>
          {status.compliance_status === 'rejected' && (
            <Alert.Root status="error" data-testid="rejection-notice">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Your documents were rejected. Please contact support.</Alert.Title>
                {status.rejection_reason && <Alert.Description>Reason: {status.rejection_reason}</Alert.Description>}
                <Alert.Description>You can upload a corrected document and submit again.</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <HStack gap="2" color="gray.600" fontSize="sm">
            <LuClock aria-hidden />
            <Text data-testid="review-time">{REVIEW_TIME}</Text>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function PhoneCard({ status, phone, onVerify }: { status: ComplianceStatus; phone?: string | null; onVerify: () => void }) {
  return (
    <SectionCard title="Phone verification" icon={<LuPhone />} testId="phone-card">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontWeight="medium">{phone ? formatPhoneNg(phone) : 'No phone number'}</Text>
        <Badge colorPalette={status.phone_verified ? 'green' : 'yellow'} data-testid="phone-status">
          {status.phone_verified ? 'Verified' : 'Not verified'}
        </Badge>
      </HStack>
      {status.phone_verified ? (
        <Text fontSize="sm" color="gray.600">
          Verified{status.phone_verified_at ? ` on ${formatDate(status.phone_verified_at)}` : ''}.
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="gray.600">
            We call your phone and read out a 3-digit code.
          </Text>
          <Button alignSelf="flex-start" onClick={onVerify}>
            <LuPhone /> Verify Phone
          </Button>
        </>
      )}
    </SectionCard>
  );
}

function DocumentCard({ status, onUploaded }: { status: ComplianceStatus; onUploaded: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const locked = status.is_verified || status.submitted_for_review;

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const problem = validateComplianceDocument(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
    setPreview(problem ? null : URL.createObjectURL(chosen));
  };

  const upload = async () => {
    const problem = validateComplianceDocument(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const res = await uploadComplianceDocument(file, status.expected_document_type, setProgress);
      toaster.create({ type: 'success', title: res.message || 'Document uploaded successfully!' });
      setFile(null);
      setPreview(null);
      onUploaded();
    } catch (e) {
      setError(errorMessage(e, 'Failed to upload document'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <SectionCard title="Identity document" icon={<LuFileUp />} testId="document-card">
      <Text fontSize="sm" color="gray.600">
        Upload your {DOCUMENT_LABEL[status.expected_document_type]} as JPG, PNG or PDF, under 10MB.
      </Text>
      {status.document && !file && (
        <Stack gap="2">
          <HStack justify="space-between">
            <Text fontSize="sm" fontWeight="medium">
              Uploaded {status.document.type.toUpperCase()}
              {status.document.uploaded_at ? ` on ${formatDate(status.document.uploaded_at)}` : ''}
            </Text>
            <Badge colorPalette="green">Uploaded</Badge>
          </HStack>
          <DocumentPreview url={status.document.url} mime={status.document.mime} alt="Your uploaded document" maxH="48" />
        </Stack>
      )}
      {file && preview && (
        <Stack gap="2" data-testid="chosen-document">
          <Text fontSize="sm" fontWeight="medium" truncate>
            {file.name} ({Math.max(1, Math.round(file.size / 1024))} KB)
          </Text>
          <DocumentPreview url={preview} mime={file.type} alt="Chosen document" link={false} maxH="48" />
        </Stack>
      )}
      {progress !== null && (
        <Progress.Root value={progress} colorPalette="green" size="sm" data-testid="upload-progress">
          <HStack justify="space-between">
            <Progress.Label fontSize="sm">Uploading...</Progress.Label>
            <Progress.ValueText fontSize="sm" />
          </HStack>
          <Progress.Track mt="1">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {error && (
        <Alert.Root status="error" role="alert" data-testid="document-error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      {locked ? (
        <Text fontSize="sm" color="gray.600">
          {status.is_verified ? 'Your documents are approved.' : 'Your document is under review and cannot be changed now.'}
        </Text>
      ) : (
        <HStack gap="3" flexWrap="wrap">
          <input
            ref={inputRef}
            type="file"
            accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
            onChange={choose}
            hidden
            data-testid="document-input"
          />
          <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={progress !== null}>
            {status.document ? 'Choose Another File' : 'Choose File'}
          </Button>
          <Button onClick={() => void upload()} loading={progress !== null} loadingText="Uploading...">
            <LuFileUp /> Upload Document
          </Button>
        </HStack>
      )}
    </SectionCard>
  );
}

function SubmitCard({ status, onSubmitted }: { status: ComplianceStatus; onSubmitted: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await submitForReview();
      toaster.create({ type: 'success', title: res.message || 'Submitted for review! You will be notified once approved.' });
      onSubmitted();
    } catch (e) {
      setError(errorMessage(e, 'Failed to submit for review'));
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode;
  if (status.is_verified)
    body = (
      <Text fontSize="sm" color="green.700">
        Your documents have been approved.
      </Text>
    );
  else if (status.submitted_for_review)
    body = (
      <Alert.Root status="info" data-testid="under-review">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your documents are under review.</Alert.Title>
          <Alert.Description>You will be notified once they are checked. {REVIEW_TIME}.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  else
    body = (
      <>
        <Text fontSize="sm" color="gray.600">
          {status.can_submit
            ? 'Everything is ready. Submit your documents for review by the Oja team.'
            : 'Verify your phone number and upload your document first.'}
        </Text>
        <Button alignSelf="flex-start" onClick={() => void submit()} disabled={!status.can_submit} loading={busy} loadingText="Submitting...">
          <LuSend /> Submit for Review
        </Button>
      </>
    );

  return (
    <SectionCard title="Submit for review" icon={<LuSend />} testId="submit-card">
      {body}
      {error && (
        <Alert.Root status="error" role="alert" data-testid="submit-error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
    </SectionCard>
  );
}

function Checklist({ status }: { status: ComplianceStatus }) {
  const items: [string, boolean][] = [
    ['Phone number verified', status.phone_verified],
    ['Identity document uploaded', status.document_uploaded],
    ['Submitted for review', status.submitted_for_review || status.is_verified],
    ['Documents approved', status.is_verified],
    ['Account live', status.is_live],
  ];
  return (
    <SectionCard title="Checklist" icon={<LuShieldCheck />} testId="checklist">
      <List.Root gap="2" variant="plain">
        {items.map(([label, done]) => (
          <List.Item key={label} data-done={done} alignItems="center">
            <List.Indicator asChild color={done ? 'green.500' : 'gray.400'}>
              {done ? <LuCircleCheck /> : <LuCircle />}
            </List.Indicator>
            <Text color={done ? 'gray.800' : 'gray.500'}>{label}</Text>
          </List.Item>
        ))}
      </List.Root>
    </SectionCard>
  );
}

/** Compliance Verification: every vendor segment's `/compliance`. */
export function CompliancePage() {
  const { segment } = useParams();
  const { user, vendor } = useSession();
  const { mutate: globalMutate } = useSWRConfig();
  const { data, error, isLoading, mutate } = useComplianceStatus();
  const [otpOpen, setOtpOpen] = useState(false);
  const synced = useRef<string | null>(null);

  // Keep the stored vendor (Live badge, guards) in step with the server: refresh /api/me on change.
  useEffect(() => {
    if (!data) return;
    const key = `${data.is_live}:${data.compliance_status}:${data.phone_verified}`;
    if (Boolean(vendor?.is_live) !== data.is_live && synced.current !== key) {
      synced.current = key;
      void globalMutate('/api/me');
    }
  }, [data, vendor?.is_live, globalMutate]);

  if (segment === 'user') return <NotFoundPage />;

  const refresh = () => {
    void mutate();
    void globalMutate('/api/me');
  };

  let content: ReactNode;
  if (isLoading && !data) {
    content = (
      <Center py="16">
        <Spinner color="green.500" />
      </Center>
    );
  } else if (error || !data) {
    content = (
      <Alert.Root status="error" role="alert" data-testid="compliance-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Failed to load compliance status</Alert.Title>
          <Alert.Description>{errorMessage(error, 'Unable to load compliance data')}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void mutate()}>
          Try Again
        </Button>
      </Alert.Root>
    );
  } else {
    content = (
      <Stack gap="5">
        <AccountStatusCard status={data} />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
          <PhoneCard status={data} phone={user?.phone} onVerify={() => setOtpOpen(true)} />
          <DocumentCard status={data} onUploaded={refresh} />
          <SubmitCard status={data} onSubmitted={refresh} />
          <Checklist status={data} />
        </SimpleGrid>
        {user && <OtpModal open={otpOpen} onOpenChange={setOtpOpen} userId={user.id} phone={user.phone} onVerified={refresh} />}
      </Stack>
    );
  }

  return (
    <Stack gap="5" colorPalette="green">
      <PageHeading title="Compliance Verification" large>
        Verify your phone and documents to take your account live.
      </PageHeading>
      {content}
    </Stack>
  );
}
