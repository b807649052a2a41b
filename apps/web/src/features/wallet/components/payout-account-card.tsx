import { Alert, Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { toastFailure, toastSuccess } from '@/components/toast-helpers';
import { formatDate } from '@/lib/format';
import { savePayoutAccount, useBanks, type PayoutAccount } from '../api/wallet';
import { SelectBox } from '@/components/select-box';

const ACCOUNT_NUMBER = /^\d{10}$/;
const PASSWORD_REQUIRED = 'Please enter your password to change your payout account.';

/**
 * The bank account payouts go to: shown, or a form (bank picker + 10-digit NUBAN); the API resolves the name.
 * Changing an existing account asks for the vendor's password (the API requires it and e-mails the vendor).
 */
export function PayoutAccountCard({ account, onSaved }: { account: PayoutAccount | null; onSaved: () => unknown }) {
  const [editing, setEditing] = useState(false);
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const showForm = editing || !account;
  const banks = useBanks(showForm);

  const start = () => {
    setBankCode(account?.bank_code ?? '');
    setAccountNumber('');
    setPassword('');
    setError(null);
    setEditing(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = accountNumber.replace(/\s+/g, '');
    if (!bankCode) return setError('Please choose your bank');
    if (!ACCOUNT_NUMBER.test(digits)) return setError('The account number must be 10 digits');
    if (account && !password) return setError(PASSWORD_REQUIRED);
    setError(null);
    setBusy(true);
    try {
      const res = await savePayoutAccount({ bank_code: bankCode, account_number: digits, ...(account ? { password } : {}) });
      toastSuccess(res.message || 'Payout account saved', res.data?.account_name ? `Account name: ${res.data.account_name}` : undefined);
      setEditing(false);
      setPassword('');
      await onSaved();
    } catch (e) {
      toastFailure('Failed to save the payout account', e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root size="sm" data-testid="payout-account">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            Payout account
          </Heading>
          {account && !editing && (
            <Button size="xs" variant="outline" onClick={start}>
              Change
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {!showForm && account ? (
          <Stack gap="0.5" fontSize="sm">
            <Text fontWeight="semibold">{account.account_name ?? '—'}</Text>
            <Text>
              {account.bank_name ?? account.bank_code} · {account.account_number}
            </Text>
            <Text color="gray.500" fontSize="xs">
              Updated {formatDate(account.updated_at)}
            </Text>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="3">
              {!account && (
                <Text fontSize="sm" color="gray.600">
                  Add the bank account your earnings are paid into. We check the account name with your bank.
                </Text>
              )}
              <Field.Root required>
                <Field.Label>Bank</Field.Label>
                <SelectBox
                  disabled={!banks.data}
                  label="Bank"
                  value={bankCode}
                  onChange={setBankCode}
                  empty={banks.error ? 'Banks unavailable — try again later' : banks.data ? 'Choose your bank' : 'Loading banks…'}
                  choices={(banks.data?.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
                />
              </Field.Root>
              <Field.Root required>
                <Field.Label>Account number</Field.Label>
                <Input
                  value={accountNumber}
                  onChange={(e) => setAccountNumber(e.target.value)}
                  inputMode="numeric"
                  maxLength={10}
                  placeholder="10-digit NUBAN"
                />
              </Field.Root>
              {account && (
                <Field.Root required>
                  <Field.Label>Your password</Field.Label>
                  <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" maxLength={200} />
                  <Field.HelperText>To keep your earnings safe, we ask for your password and e-mail you when the payout account changes.</Field.HelperText>
                </Field.Root>
              )}
              {error && (
                <Alert.Root status="error" role="alert" size="sm">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
              <HStack gap="2">
                <Button type="submit" size="sm" colorPalette="green" loading={busy}>
                  Save account
                </Button>
                {account && (
                  <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)} disabled={busy}>
                    Cancel
                  </Button>
                )}
              </HStack>
            </Stack>
          </form>
        )}
      </Card.Body>
    </Card.Root>
  );
}
