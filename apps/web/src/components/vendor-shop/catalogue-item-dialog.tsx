import { Button, Dialog, HStack, Input, InputGroup, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { hasErrors, type CartOrderProfile, type FieldErrors } from '@oja/shared';
import { FormField } from '@/components/form-field';
import { FormError } from '@/components/form-error';
import { MenuStatusSelect } from './menu-status-select';
import { PhotosField, photosFromUrls, photosStillUploading, uploadedPhotoUrls, type PhotoItem } from '@/components/photo-uploader';
import { ApiError, errorMessage } from '@/lib/api-client';
import { FormDialogFrame } from '@/components/dialog-frame';
import {
  CATALOGUE_TEXTS,
  catalogueBody,
  catalogueFormValues,
  cataloguePhotoError,
  MAX_CATALOGUE_PHOTOS,
  serverFieldErrors,
  validateCatalogueForm,
  type CatalogueField,
  type CatalogueFormValues,
  type CatalogueItemLike,
} from '@/lib/catalogue-form';

export type CatalogueItemDraft = CatalogueItemLike & { images?: { url: string }[] };

/**
 * Add or edit a dish (food: status) or a product (stock and low-stock level): name, description, price in naira,
 * category chips and photos (each uploaded on its own; their urls go in `images`). API refusals show by the field.
 */
export function CatalogueItemDialog({
  open,
  kind,
  item,
  categories,
  upload,
  onClose,
  onSave,
}: {
  open: boolean;
  kind: CartOrderProfile;
  /** The item edited; null to add one. */
  item: CatalogueItemDraft | null;
  categories: readonly string[];
  upload: (file: File, onProgress: (percent: number) => void) => Promise<{ data: { url: string } }>;
  onClose: () => void;
  /** Sends the body (POST or PUT); throws the API's refusal. */
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  const noun = kind === 'food' ? 'dish' : 'product';
  const [values, setValues] = useState<CatalogueFormValues>(catalogueFormValues());
  const [photos, setPhotos] = useState<PhotoItem[]>([]);
  const [errors, setErrors] = useState<FieldErrors<CatalogueField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValues(catalogueFormValues(item));
    setPhotos(photosFromUrls(item?.images?.map((i) => i.url) ?? []));
    setErrors({});
    setFormError(null);
  }, [open, item]);

  const updatePhotos = useCallback((update: (items: PhotoItem[]) => PhotoItem[]) => setPhotos(update), []);
  const set = (field: keyof CatalogueFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCatalogueForm(values, kind, categories);
    if (photos.length > MAX_CATALOGUE_PHOTOS) found.images = CATALOGUE_TEXTS.tooManyPhotos;
    setErrors(found);
    if (hasErrors(found)) return;
    if (photosStillUploading(photos)) {
      setFormError(CATALOGUE_TEXTS.photosUploading);
      return;
    }
    setFormError(null);
    setBusy(true);
    try {
      const images = uploadedPhotoUrls(photos);
      await onSave(catalogueBody(values, kind, images));
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setErrors(serverFieldErrors(e.errors));
      setFormError(errorMessage(e, `Failed to save the ${noun}`));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof CatalogueFormValues, label: string, input: ReactNode, required = false) => (
    <FormField label={label} required={required} error={errors[name]}>
      {input}
    </FormField>
  );

  return (
    <FormDialogFrame
      root={{ open, onOpenChange: (e) => !e.open && !busy && onClose(), placement: 'center', size: { base: 'full', sm: 'lg' }, scrollBehavior: 'inside' }}
      testId="catalogue-dialog"
      onSubmit={submit}
      title={item ? `Edit ${noun}` : `Add a ${noun}`}
      closeLabel="Close"
    >
      <Dialog.Body>
        <Stack gap="4">
          {field(
            'name',
            'Name',
            <Input
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              maxLength={120}
              placeholder={kind === 'food' ? 'e.g. Jollof Rice & Chicken' : 'e.g. Tecno Spark 20'}
            />,
            true,
          )}
          {field(
            'description',
            'Description',
            <Textarea
              value={values.description}
              onChange={(e) => set('description')(e.target.value)}
              rows={3}
              maxLength={1000}
              placeholder="What it is (optional)"
            />,
          )}
          {field(
            'price',
            'Price (₦)',
            <InputGroup startElement="₦">
              <Input
                type="number"
                inputMode="decimal"
                min={1}
                step={0.01}
                value={values.price}
                onChange={(e) => set('price')(e.target.value)}
                placeholder="0.00"
              />
            </InputGroup>,
            true,
          )}
          <FormField label="Category" required error={errors.category}>
            <HStack gap="2" flexWrap="wrap" role="group" aria-label="Category">
              {categories.map((c) => (
                <Button
                  key={c}
                  type="button"
                  size="sm"
                  rounded="full"
                  variant={values.category === c ? 'solid' : 'outline'}
                  aria-pressed={values.category === c}
                  onClick={() => set('category')(c)}
                >
                  {c}
                </Button>
              ))}
            </HStack>
          </FormField>
          {kind === 'food' ? (
            field('status', 'Status', <MenuStatusSelect value={values.status} onChange={set('status')} />)
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {field(
                'stock',
                'Stock (units)',
                <Input type="number" inputMode="numeric" min={0} step={1} value={values.stock} onChange={(e) => set('stock')(e.target.value)} />,
                true,
              )}
              {field(
                'low_stock_threshold',
                'Low stock at or below',
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={values.low_stock_threshold}
                  onChange={(e) => set('low_stock_threshold')(e.target.value)}
                />,
              )}
            </SimpleGrid>
          )}
          <PhotosField
            items={photos}
            onChange={updatePhotos}
            error={errors.images}
            upload={upload}
            max={MAX_CATALOGUE_PHOTOS}
            fileError={cataloguePhotoError}
            fullText={CATALOGUE_TEXTS.tooManyPhotos}
            inputLabel={kind === 'food' ? 'Dish photos' : 'Product photos'}
          />
          <FormError message={formError} testId="catalogue-form-error" />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {item ? 'Save changes' : `Add ${noun}`}
        </Button>
      </Dialog.Footer>
    </FormDialogFrame>
  );
}
