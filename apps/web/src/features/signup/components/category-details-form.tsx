import { Button, Field, HStack, Image, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { EXPERIENCE_MAX_YEARS, EXPERIENCE_MIN_YEARS, firstError, validateProfileImage, type VendorCategory } from '@oja/shared';
import { FormError } from '@/components/form-error';
import { CATEGORY_FORMS, validateCategoryDetails, type CategoryField, type CategoryValues } from '../model/category-forms';
import { SelectBox } from '@/components/select-box';

export interface CategoryDetailsFormProps {
  category: VendorCategory;
  values: CategoryValues;
  onChange: (values: CategoryValues) => void;
  /** Pictures chosen for `image` fields (the logo), by wire name. */
  images?: Record<string, File | null>;
  onImageChange?: (name: string, file: File | null) => void;
  onBack: () => void;
  onSubmit: (values: CategoryValues) => void;
  busy?: boolean;
  disabled?: boolean;
  /** Flow or server error shown above the buttons. */
  error?: string | null;
  /** Field errors from the server, by wire name. */
  serverErrors?: Record<string, string[]>;
  success?: ReactNode;
}

/** Step 3 of the vendor wizard: the category's own form. */
export function CategoryDetailsForm({
  category,
  values,
  onChange,
  images,
  onImageChange,
  onBack,
  onSubmit,
  busy,
  disabled,
  error,
  serverErrors,
  success,
}: CategoryDetailsFormProps) {
  const form = CATEGORY_FORMS[category];
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});

  const set = (name: string, value: string) => {
    onChange({ ...values, [name]: value });
    if (localErrors[name]) setLocalErrors(({ [name]: _removed, ...rest }) => rest);
  };

  const choose = (name: string, file: File | null) => {
    const problem = file ? validateProfileImage(file) : null;
    setLocalErrors(({ [name]: _removed, ...rest }) => (problem ? { ...rest, [name]: problem } : rest));
    onImageChange?.(name, problem ? null : file);
  };

  const handle = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateCategoryDetails(category, values) as Record<string, string>;
    setLocalErrors(errors);
    if (!firstError(errors)) onSubmit(values);
  };

  const fieldError = (name: string) => localErrors[name] ?? serverErrors?.[name]?.join(' ');
  const shown = firstError(localErrors) ?? error;

  const input = (field: CategoryField) => {
    const common = { name: field.name, value: values[field.name] ?? '', placeholder: field.placeholder };
    switch (field.kind) {
      case 'image':
        return <ImageChooser name={field.name} file={images?.[field.name] ?? null} onChoose={(file) => choose(field.name, file)} />;
      case 'textarea':
        return <Textarea {...common} rows={3} onChange={(e) => set(field.name, e.target.value)} />;
      case 'select':
        return <SelectBox name={field.name} value={common.value} onChange={(value) => set(field.name, value)} choices={field.options ?? []} />;
      case 'years':
        return (
          <Input
            {...common}
            type="number"
            inputMode="numeric"
            min={EXPERIENCE_MIN_YEARS}
            max={EXPERIENCE_MAX_YEARS}
            step={1}
            onChange={(e) => set(field.name, e.target.value)}
          />
        );
      default:
        return (
          <Input
            {...common}
            type={field.kind === 'tel' ? 'tel' : field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text'}
            onChange={(e) => set(field.name, e.target.value)}
          />
        );
    }
  };

  return (
    <form onSubmit={handle} noValidate data-testid={`category-form-${category}`}>
      <Stack gap="4">
        <Text fontWeight="semibold">{form.title}</Text>
        {form.fields.map((field) => (
          <Field.Root key={field.name} required={!field.optional} invalid={Boolean(fieldError(field.name))}>
            <Field.Label>
              {field.label}{' '}
              {field.optional ? (
                <Text as="span" color="gray.500" fontWeight="normal">
                  (optional)
                </Text>
              ) : (
                <Field.RequiredIndicator />
              )}
            </Field.Label>
            {input(field)}
            {field.kind === 'years' && !fieldError(field.name) && (
              <Field.HelperText>
                A whole number from {EXPERIENCE_MIN_YEARS} to {EXPERIENCE_MAX_YEARS}
              </Field.HelperText>
            )}
            {field.kind === 'image' && !fieldError(field.name) && (
              <Field.HelperText>A JPEG, PNG or WebP picture, at most 5 MB. It also becomes your profile picture.</Field.HelperText>
            )}
            {fieldError(field.name) && <Field.ErrorText>{fieldError(field.name)}</Field.ErrorText>}
          </Field.Root>
        ))}
        <FormError message={shown} testId="signup-error" />
        {success}
        <HStack justify="space-between">
          <Button type="button" variant="outline" onClick={onBack} disabled={busy || disabled}>
            <LuArrowLeft /> Back
          </Button>
          <Button type="submit" colorPalette="green" loading={busy} loadingText="Submitting..." disabled={disabled}>
            Complete Registration
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** A picture input with a preview of the chosen file and a way to remove it. */
function ImageChooser({ name, file, onChoose }: { name: string; file: File | null; onChoose: (file: File | null) => void }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <Stack gap="2" w="full">
      <Input type="file" name={name} accept="image/jpeg,image/png,image/webp,image/gif" p="1.5" onChange={(e) => onChoose(e.target.files?.[0] ?? null)} />
      {file && preview && (
        <HStack gap="3" data-testid={`${name}-preview`}>
          <Image src={preview} alt="Chosen logo" boxSize="12" objectFit="cover" rounded="md" borderWidth="1px" />
          <Text fontSize="sm" truncate flex="1">
            {file.name}
          </Text>
          <Button size="xs" variant="ghost" onClick={() => onChoose(null)}>
            Remove
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
