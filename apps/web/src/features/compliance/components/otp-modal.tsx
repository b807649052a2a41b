import { Alert, Button, Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LuPhoneCall } from 'react-icons/lu';
import { normalizeOtp, OTP_LENGTH, validateOtp } from '@oja/shared';
import { errorMessage } from '@/lib/api-client';
import { formatPhoneNg } from '@/lib/phone';
import { sendPhoneOtp, verifyPhoneOtp } from '../api/compliance';
import { DialogFrame } from '@/components/dialog-frame';

/** The modal closes this long after a successful verification. */
export const OTP_SUCCESS_CLOSE_MS = 2000;

type Step = 'send' | 'verify' | 'done';

/**
 * Phone verification by voice call: send step → verify step; Resend Code returns to
 * the send step; the code is digits only, exactly 3; the modal closes 2 s after success.
 */
export function OtpModal({
  open,
  onOpenChange,
  userId,
  phone,
  onVerified,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: number | string;
  phone?: string | null;
  onVerified: () => void;
}) {
  const [step, setStep] = useState<Step>('send');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    if (open) {
      setStep('send');
      setCode('');
      setError(null);
      setNotice(null);
    }
  }, [open]);

  const send = async () => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const res = await sendPhoneOtp(userId);
      setNotice(res.message || 'Voice OTP sent successfully!');
      setCode('');
      setStep('verify');
    } catch (e) {
      setError(errorMessage(e, 'Failed to send OTP'));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateOtp(code);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await verifyPhoneOtp(userId, normalizeOtp(code));
      setNotice(res.message || 'Phone number verified successfully!');
      setStep('done');
      onVerified();
      timer.current = setTimeout(() => onOpenChange(false), OTP_SUCCESS_CLOSE_MS);
    } catch (e) {
      setNotice(null);
      setError(errorMessage(e, 'Invalid OTP. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      root={{ open, onOpenChange: (e) => onOpenChange(e.open), placement: 'center', size: 'sm' }}
      content={{ colorPalette: 'green', 'data-testid': 'otp-modal' }}
      title="Verify your phone number"
    >
      <Dialog.Body>
        <Stack gap="4">
          {notice && (
            <Alert.Root status="success" role="status" data-testid="otp-success">
              <Alert.Indicator />
              <Alert.Title>{notice}</Alert.Title>
            </Alert.Root>
          )}
          {step === 'send' && (
            <Stack gap="3">
              <Text>
                We will call <strong>{phone ? formatPhoneNg(phone) : 'your phone'}</strong> and read out a {OTP_LENGTH}-digit code. Keep your phone close.
              </Text>
              <Button onClick={() => void send()} loading={busy} loadingText="Calling...">
                <LuPhoneCall /> Send Code
              </Button>
            </Stack>
          )}
          {step === 'verify' && (
            <form onSubmit={verify} noValidate>
              <Stack gap="3">
                <Field.Root>
                  <Field.Label>Verification code</Field.Label>
                  <Input
                    name="otp"
                    value={code}
                    onChange={(e) => setCode(normalizeOtp(e.target.value).slice(0, OTP_LENGTH))}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={OTP_LENGTH}
                    placeholder="123"
                    fontSize="xl"
                    letterSpacing="0.5em"
                    textAlign="center"
                    autoFocus
                  />
                  <Field.HelperText>Enter the {OTP_LENGTH}-digit code from the call.</Field.HelperText>
                </Field.Root>
                <Button type="submit" loading={busy} loadingText="Verifying...">
                  Verify
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => {
                    setStep('send');
                    setNotice(null);
                    setError(null);
                  }}
                  disabled={busy}
                >
                  Resend Code
                </Button>
              </Stack>
            </form>
          )}
          {error && (
            <Alert.Root status="error" role="alert" data-testid="otp-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
    </DialogFrame>
  );
}
