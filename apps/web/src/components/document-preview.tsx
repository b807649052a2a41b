import { Box, Button, Center, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuExternalLink, LuFileText, LuImageOff } from 'react-icons/lu';

/** True for a PDF by MIME type, or by the URL's extension when the type is unknown. */
export function isPdf(mime?: string | null, url?: string | null): boolean {
  if (mime) return mime.toLowerCase() === 'application/pdf';
  return Boolean(url && /\.pdf($|\?)/i.test(url));
}

/**
 * A KYC document: PDFs show a placeholder, images show inline with the fallback 'Unable to preview
 * document'; no URL gives 'No document URL available'. `link` adds 'View Document' (new tab).
 */
export function DocumentPreview({
  url,
  mime,
  alt = 'Document preview',
  link = true,
  maxH = '72',
}: {
  url?: string | null;
  mime?: string | null;
  alt?: string;
  link?: boolean;
  maxH?: string;
}) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [url]);

  if (!url) {
    return (
      <Center borderWidth="1px" borderStyle="dashed" rounded="md" p="6" bg="gray.50" data-testid="document-preview">
        <Stack align="center" gap="2" color="gray.500">
          <LuImageOff size={28} aria-hidden />
          <Text fontSize="sm">No document URL available</Text>
        </Stack>
      </Center>
    );
  }

  const viewLink = link && (
    <Button asChild size="sm" variant="outline" colorPalette="green">
      <a href={url} target="_blank" rel="noopener noreferrer">
        <LuExternalLink aria-hidden /> View Document
      </a>
    </Button>
  );

  if (isPdf(mime, url)) {
    return (
      <Stack gap="3" align="stretch" data-testid="document-preview">
        <Center borderWidth="1px" rounded="md" p="6" bg="gray.50">
          <Stack align="center" gap="2" color="gray.600">
            <LuFileText size={36} aria-hidden />
            <Text fontSize="sm" fontWeight="medium" data-testid="pdf-placeholder">
              PDF document
            </Text>
          </Stack>
        </Center>
        {viewLink && <Box>{viewLink}</Box>}
      </Stack>
    );
  }

  return (
    <Stack gap="3" align="stretch" data-testid="document-preview">
      {failed ? (
        <Center borderWidth="1px" rounded="md" p="6" bg="gray.50">
          <Stack align="center" gap="2" color="gray.500">
            <LuImageOff size={28} aria-hidden />
            <Text fontSize="sm">Unable to preview document</Text>
          </Stack>
        </Center>
      ) : (
        <Center borderWidth="1px" rounded="md" bg="gray.50" p="2" overflow="hidden">
          <img
            src={url}
            alt={alt}
            onError={() => setFailed(true)}
            style={{ maxWidth: '100%', maxHeight: `var(--chakra-sizes-${maxH}, 18rem)`, objectFit: 'contain' }}
          />
        </Center>
      )}
      {viewLink && <Box>{viewLink}</Box>}
    </Stack>
  );
}
