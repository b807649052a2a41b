import { Box, Button, HStack, IconButton, Image, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuArrowLeft, LuArrowRight, LuImagePlus, LuRotateCw, LuX } from 'react-icons/lu';
import { errorMessage } from '@/lib/api-client';

export interface PhotoItem {
  key: string;
  /** Local preview (object URL) or the uploaded URL. */
  preview: string;
  file?: File;
  status: 'queued' | 'uploading' | 'done' | 'error';
  progress: number;
  url?: string;
  error?: string;
}

let counter = 0;
const nextKey = () => `photo-${Date.now()}-${counter++}`;

/** Existing image URLs as uploaded items (edit mode). */
export function photosFromUrls(urls: readonly string[]): PhotoItem[] {
  return urls.map((url) => ({ key: nextKey(), preview: url, url, status: 'done', progress: 100 }));
}

/** Whether a photo is still waiting for or in its upload. */
export function photosStillUploading(items: readonly PhotoItem[]): boolean {
  return items.some((p) => p.status === 'queued' || p.status === 'uploading');
}

/** The URLs of the uploaded photos, in order; failed uploads are skipped. */
export function uploadedPhotoUrls(items: readonly PhotoItem[]): string[] {
  return items.filter((p) => p.status === 'done' && p.url).map((p) => p.url!);
}

export interface PhotoUploaderProps {
  items: PhotoItem[];
  onChange: (update: (items: PhotoItem[]) => PhotoItem[]) => void;
  error?: string | null;
  /** Uploads one file (multipart `photo`), reporting progress 0–100; answers the stored photo's URL. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<{ data: { url: string } }>;
  /** At most this many photos. */
  max: number;
  /** Why a file cannot be uploaded (type, size), or null. */
  fileError: (file: File) => string | null;
  /** Shown when `max` photos are there. */
  fullText: string;
  /** Accessible name of the file input. */
  inputLabel: string;
}

/**
 * Vendor photos (listings, service profiles): each file is uploaded on its own with a progress bar,
 * one at a time; at most `max`; removable and reorderable (the first is the cover).
 */
export function PhotoUploader({ items, onChange, error, upload, max, fileError: photoFileError, fullText, inputLabel }: PhotoUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const active = useRef(false);

  // Upload the queue one by one.
  useEffect(() => {
    if (active.current) return;
    const next = items.find((i) => i.status === 'queued');
    if (!next?.file) return;
    active.current = true;
    const patch = (p: Partial<PhotoItem>) => onChange((list) => list.map((i) => (i.key === next.key ? { ...i, ...p } : i)));
    patch({ status: 'uploading', progress: 0 });
    upload(next.file, (progress) => patch({ progress }))
      .then((res) => patch({ status: 'done', progress: 100, url: res.data.url }))
      .catch((e: unknown) => patch({ status: 'error', error: errorMessage(e, 'Upload failed') }))
      .finally(() => {
        active.current = false;
        // Trigger the next upload.
        onChange((list) => [...list]);
      });
  }, [items, onChange, upload]);

  // Release local previews when they go away.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const current = new Set(items.filter((i) => i.file).map((i) => i.preview));
    for (const p of previews.current) if (!current.has(p)) URL.revokeObjectURL(p);
    previews.current = current;
  }, [items]);

  const addFiles = (files: FileList | null) => {
    if (!files) return;
    const room = max - items.length;
    const added: PhotoItem[] = [];
    for (const file of Array.from(files).slice(0, Math.max(0, room))) {
      const problem = photoFileError(file);
      added.push({ key: nextKey(), preview: URL.createObjectURL(file), file, status: problem ? 'error' : 'queued', progress: 0, error: problem ?? undefined });
    }
    onChange((list) => [...list, ...added]);
    if (input.current) input.current.value = '';
  };

  const move = (index: number, by: number) =>
    onChange((list) => {
      const to = index + by;
      if (to < 0 || to >= list.length) return list;
      const copy = [...list];
      [copy[index], copy[to]] = [copy[to]!, copy[index]!];
      return copy;
    });

  const retry = (key: string) =>
    onChange((list) => list.map((i) => (i.key === key && i.file && !photoFileError(i.file) ? { ...i, status: 'queued', error: undefined } : i)));
  const remove = (key: string) => onChange((list) => list.filter((i) => i.key !== key));
  const full = items.length >= max;

  return (
    <Stack gap="3">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontSize="sm" color="gray.600">
          {items.length} / {max} photos · the first is the cover
        </Text>
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={full}>
          <LuImagePlus /> Add photos
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
          multiple
          hidden
          aria-label={inputLabel}
          data-testid="photo-input"
          onChange={(e) => addFiles(e.target.files)}
        />
      </HStack>
      {full && (
        <Text fontSize="sm" color="gray.500">
          {fullText}
        </Text>
      )}
      {error && (
        <Text fontSize="sm" color="red.600">
          {error}
        </Text>
      )}
      {items.length > 0 && (
        <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="3">
          {items.map((item, index) => (
            <Box key={item.key} borderWidth="1px" rounded="md" overflow="hidden" bg="white" data-testid="photo-item" data-status={item.status}>
              <Box position="relative" aspectRatio={4 / 3} bg="gray.100">
                <Image src={item.preview} alt={`Photo ${index + 1}`} w="full" h="full" objectFit="cover" />
                <IconButton
                  aria-label={`Remove photo ${index + 1}`}
                  size="2xs"
                  position="absolute"
                  top="1"
                  right="1"
                  colorPalette="red"
                  onClick={() => remove(item.key)}
                >
                  <LuX />
                </IconButton>
              </Box>
              <Stack gap="1" p="2">
                {item.status === 'uploading' || item.status === 'queued' ? (
                  <Progress.Root value={item.progress} size="xs" colorPalette="green" aria-label={`Uploading photo ${index + 1}`}>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                ) : item.status === 'error' ? (
                  <HStack gap="1" justify="space-between">
                    <Text fontSize="xs" color="red.600" lineClamp={2}>
                      {item.error}
                    </Text>
                    {item.file && !photoFileError(item.file) && (
                      <IconButton aria-label="Retry upload" size="2xs" variant="ghost" onClick={() => retry(item.key)}>
                        <LuRotateCw />
                      </IconButton>
                    )}
                  </HStack>
                ) : (
                  <HStack justify="space-between">
                    <Text fontSize="xs" color="gray.500">
                      {index === 0 ? 'Cover' : `#${index + 1}`}
                    </Text>
                    <HStack gap="0.5">
                      <IconButton
                        aria-label={`Move photo ${index + 1} earlier`}
                        size="2xs"
                        variant="ghost"
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <LuArrowLeft />
                      </IconButton>
                      <IconButton
                        aria-label={`Move photo ${index + 1} later`}
                        size="2xs"
                        variant="ghost"
                        disabled={index === items.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <LuArrowRight />
                      </IconButton>
                    </HStack>
                  </HStack>
                )}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The PhotoUploader under a "Photos" label. */
export function PhotosField(props: PhotoUploaderProps) {
  return (
    <Box>
      <Text fontWeight="medium" fontSize="sm" mb="2">
        Photos
      </Text>
      <PhotoUploader {...props} />
    </Box>
  );
}
