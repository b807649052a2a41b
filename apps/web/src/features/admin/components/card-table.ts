import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Admin tables become a list of cards below 768 px: the header row is kept for screen readers only and
 * each cell shows its column name (`data-label`) beside its value, so nothing needs sideways scrolling.
 */
export const CARDS_BELOW_MD: SystemStyleObject = {
  '@media screen and (max-width: 767.98px)': {
    minWidth: '0 !important',
    display: 'block',
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    '& tbody': { display: 'flex', flexDirection: 'column', gap: '0.75rem' },
    '& tr': { display: 'block', borderWidth: '1px', borderColor: 'gray.200', borderRadius: '0.5rem', padding: '0.5rem 0.75rem', background: 'white' },
    '& td': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'flex-start',
      gap: '0.75rem',
      borderBottomWidth: '0',
      paddingInline: '0',
      paddingBlock: '0.375rem',
      textAlign: 'end',
      whiteSpace: 'normal',
      wordBreak: 'break-word',
    },
    '& td[data-label]::before': { content: 'attr(data-label)', fontWeight: '600', color: 'gray.600', textAlign: 'start', flexShrink: 0 },
    '& td:last-of-type': { justifyContent: 'flex-end' },
  },
};
