import { Alert, Badge, Box, Button, Card, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { LuCamera, LuUpload } from 'react-icons/lu';
import { toaster } from '@/components/ui/toaster';
import { UserAvatar } from '@/components/user-avatar';
import { VerificationBadge } from '@/components/verification-badge';
import { errorMessage } from '@/lib/api-client';
import { updateStoredUser } from '@/lib/auth-storage';
import { formatPhoneNg } from '@/lib/phone';
import { useSession } from '@/lib/use-session';
import { uploadProfilePicture, validateProfileImage } from '../api/upload-profile-picture';
import { TitledCard } from '@/components/titled-card';

const CATEGORY_LABELS: Record<string, string> = {
  mechanic: 'Mechanic',
  rider: 'Rider',
  product_vendor: 'Product Vendor',
  product: 'Product Vendor',
  service_apartment: 'Service Apartment',
  'service-apartment': 'Service Apartment',
  apartment: 'Service Apartment',
  service_vendor: 'Service Vendor',
  service: 'Service Vendor',
  food_vendor: 'Food Vendor',
  food: 'Food Vendor',
};

const READ_ONLY_HINT = 'Contact support to change your name / email / phone number';

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Input value={value} readOnly bg="gray.50" />
      <Field.HelperText>{READ_ONLY_HINT}</Field.HelperText>
    </Field.Root>
  );
}

/** Profile management shared by every dashboard segment. */
export function ProfilePage() {
  const { user, vendor, verifiedVendor } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  if (!user) {
    return (
      <Alert.Root role="alert" status="error" data-testid="profile-missing-user">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>User data not found</Alert.Title>
          <Alert.Description>Please try logging in again.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const problem = validateProfileImage(chosen);
    if (problem) {
      setError(problem);
      setFile(null);
      setPreview(null);
      return;
    }
    setError(null);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const onUpload = async () => {
    const problem = validateProfileImage(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    setUploading(true);
    setError(null);
    try {
      const result = await uploadProfilePicture(file);
      updateStoredUser({ ...user, profile_image: result.profile_image_url });
      setFile(null);
      setPreview(null);
      toaster.create({ type: 'success', title: 'Profile image updated successfully!' });
    } catch (e) {
      const message = errorMessage(e, 'Failed to update profile image');
      setError(message);
      toaster.create({ type: 'error', title: message });
    } finally {
      setUploading(false);
    }
  };

  const isVendor = user.user_type === 'vendor';
  const category = vendor?.category ?? user.vendor?.category ?? '';

  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="xl">
        Profile Management
      </Heading>

      <Card.Root>
        <Card.Body>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="6" align={{ base: 'center', sm: 'center' }}>
            <Box data-testid="profile-avatar">
              <UserAvatar name={user.name} src={preview ?? user.profile_image} size="2xl" verified={verifiedVendor} />
            </Box>
            <Stack gap="3" flex="1" w="full">
              <Text fontWeight="semibold">Profile picture</Text>
              <Text fontSize="sm" color="gray.600">
                JPG, PNG or GIF, at most 5MB.
              </Text>
              <input
                ref={inputRef}
                type="file"
                accept="image/*"
                hidden
                data-testid="profile-file-input"
                aria-label="Choose profile picture"
                onChange={onChoose}
              />
              <HStack gap="2" flexWrap="wrap">
                <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
                  <LuCamera /> Choose Image
                </Button>
                <Button size="sm" colorPalette="green" loading={uploading} onClick={() => void onUpload()}>
                  <LuUpload /> Upload
                </Button>
              </HStack>
              {file && (
                <Text fontSize="xs" color="gray.500">
                  Selected: {file.name}
                </Text>
              )}
              {error && (
                <Alert.Root role="alert" status="error" size="sm" data-testid="profile-error">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>

      <TitledCard title="Personal information">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <ReadOnlyField label="Full name" value={user.name} />
          <ReadOnlyField label="Email address" value={user.email} />
          <ReadOnlyField label="Phone number" value={formatPhoneNg(user.phone)} />
          <Field.Root readOnly>
            <Field.Label>Account type</Field.Label>
            <Box py="2">
              <Badge colorPalette={isVendor ? 'purple' : 'green'} size="lg" data-testid="account-type">
                {isVendor ? 'Vendor' : 'Customer'}
              </Badge>
            </Box>
          </Field.Root>
        </SimpleGrid>
      </TitledCard>

      {isVendor && (
        <TitledCard title="Business information">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <Field.Root readOnly>
              <Field.Label>Business name</Field.Label>
              <Input value={vendor?.business_name ?? ''} readOnly bg="gray.50" />
            </Field.Root>
            <Field.Root readOnly>
              <Field.Label>Category</Field.Label>
              <Input value={CATEGORY_LABELS[category] ?? category} readOnly bg="gray.50" />
            </Field.Root>
            <Field.Root readOnly>
              <Field.Label>Verification status</Field.Label>
              <Box py="2">
                <VerificationBadge status={vendor?.verification_status} />
              </Box>
            </Field.Root>
          </SimpleGrid>
        </TitledCard>
      )}
    </Stack>
  );
}
