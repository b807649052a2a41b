import { Box, Container, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { FAQS } from '../data';
import { SectionHeading } from './section-heading';

/** Eight questions, one open at a time; the first open initially; clicking the open one closes it. */
export function FaqSection() {
  const [open, setOpen] = useState<number | null>(0);
  return (
    <Box as="section" id="faq" scrollMarginTop="16" py={{ base: 14, md: 20 }} bg="gray.50">
      <Container maxW="3xl" px={{ base: 4, md: 6 }}>
        <SectionHeading eyebrow="FAQ" title="Frequently asked questions" />
        <Stack gap="3" data-testid="faq">
          {FAQS.map((item, index) => {
            const isOpen = open === index;
            const panelId = `faq-panel-${index}`;
            return (
              <Box key={item.q} bg="white" rounded="lg" borderWidth="1px" borderColor={isOpen ? 'green.300' : 'gray.200'}>
                <Box
                  as="button"
                  w="full"
                  display="flex"
                  alignItems="center"
                  justifyContent="space-between"
                  gap="4"
                  textAlign="left"
                  px="5"
                  py="4"
                  fontWeight="semibold"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setOpen(isOpen ? null : index)}
                >
                  <Text>{item.q}</Text>
                  <Box transition="transform .2s" transform={isOpen ? 'rotate(180deg)' : undefined} color="green.700" flexShrink={0}>
                    <LuChevronDown aria-hidden />
                  </Box>
                </Box>
                {isOpen && (
                  <Box id={panelId} role="region" px="5" pb="4" color="gray.600" fontSize="sm">
                    {item.a}
                  </Box>
                )}
              </Box>
            );
          })}
        </Stack>
      </Container>
    </Box>
  );
}
