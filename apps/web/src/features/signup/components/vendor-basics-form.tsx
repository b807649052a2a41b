import { Button, Field, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { firstError, validateVendorBasics } from '@oja/shared';
import { FormError } from '@/components/form-error';
import { CATEGORY_OPTIONS } from '../model/category-forms';
import type { VendorBasics } from '../model/signup-wizard.machine';
import { SelectBox } from '@/components/select-box';

const EMPTY: VendorBasics = { vendor_type: 'individual', business_name: '', category: '' };

/** Step 2 of the vendor wizard: vendor type, business (or service) name and category. */
export function VendorBasicsForm({
  initial,
  onBack,
  onSubmit,
}: {
  initial: VendorBasics | null;
  onBack: () => void;
  onSubmit: (basics: VendorBasics) => void;
}) {
  const [values, setValues] = useState<VendorBasics>(initial ?? EMPTY);
  const [error, setError] = useState<string | null>(null);
  const individual = values.vendor_type === 'individual';
  const complete = values.business_name.trim() !== '' && values.category !== '';

  const handle = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstError(validateVendorBasics(values));
    setError(problem);
    if (!problem) onSubmit({ ...values, business_name: values.business_name.trim() });
  };

  return (
    <form onSubmit={handle} noValidate>
      <Stack gap="5">
        <Field.Root>
          <Field.Label>Vendor type</Field.Label>
          <RadioGroup.Root
            name="vendor_type"
            value={values.vendor_type}
            onValueChange={(e) => setValues((v) => ({ ...v, vendor_type: e.value === 'business' ? 'business' : 'individual' }))}
            colorPalette="green"
          >
            <HStack gap="6" flexWrap="wrap">
              <RadioGroup.Item value="individual">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Individual</RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="business">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Business</RadioGroup.ItemText>
              </RadioGroup.Item>
            </HStack>
          </RadioGroup.Root>
          <Field.HelperText>
            {individual ? 'Individuals verify with their National Identity Number (NIN).' : 'Businesses verify with their CAC company registration.'}
          </Field.HelperText>
        </Field.Root>

        <Field.Root required>
          <Field.Label>
            {individual ? 'Service Name' : 'Business Name'} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="business_name"
            value={values.business_name}
            onChange={(e) => setValues((v) => ({ ...v, business_name: e.target.value }))}
            placeholder={individual ? 'e.g. Chinedu Plumbing' : 'e.g. Sparkle Cleaning Ltd'}
          />
        </Field.Root>

        <Field.Root required>
          <Field.Label>
            Category <Field.RequiredIndicator />
          </Field.Label>
          <SelectBox
            name="category"
            value={values.category}
            onChange={(category) => setValues((v) => ({ ...v, category }))}
            empty="Select a category"
            choices={CATEGORY_OPTIONS}
          />
          <Field.HelperText>Your category decides your dashboard.</Field.HelperText>
        </Field.Root>

        <FormError message={error} testId="signup-error" />
        {!complete && (
          <Text fontSize="sm" color="gray.500">
            Fill in the name and category to continue.
          </Text>
        )}
        <HStack justify="space-between">
          <Button type="button" variant="outline" onClick={onBack}>
            <LuArrowLeft /> Back
          </Button>
          <Button type="submit" colorPalette="green" disabled={!complete}>
            Continue
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
