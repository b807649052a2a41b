import { Table, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const BELOW = { md: '767.98px', lg: '1023.98px', xl: '1279.98px' } as const;

/** Card styles for a table below a width: the header kept for screen readers, each cell labelled by its `data-label`. */
function cardsBelow(width: string): SystemStyleObject {
  const cards: SystemStyleObject = {
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
      minWidth: '0',
      borderBottomWidth: '0',
      paddingInline: '0',
      paddingBlock: '0.375rem',
      textAlign: 'end',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
    '& td > *': { minWidth: '0', maxWidth: '100%' },
    '& td[data-label]::before': { content: 'attr(data-label)', fontWeight: '600', color: 'gray.600', textAlign: 'start', flexShrink: 0 },
    '& td:last-of-type:not([data-label])': { justifyContent: 'flex-end' },
  };
  return { [`@media screen and (max-width: ${width})`]: cards } as SystemStyleObject;
}

/**
 * The one data table of the SPA: a table on wide screens that becomes a list of cards below `cardsBelow`
 * (768 px by default), so no cell ever lies outside a phone's viewport. Give every `Table.Cell` a
 * `data-label` (its column's name); it is shown beside the value in card form.
 */
export function ResponsiveTable({
  children,
  cardsBelow: below = 'md',
  framed = true,
  ...root
}: Omit<Table.RootProps, 'css'> & { children: ReactNode; cardsBelow?: keyof typeof BELOW; framed?: boolean }) {
  const width = BELOW[below];
  return (
    <Table.ScrollArea
      // Chakra's scroll area keeps every cell on one line; letting text wrap is what keeps a wide table inside the screen.
      whiteSpace="normal"
      {...(framed ? { borderWidth: '1px', rounded: 'md', bg: 'white' } : {})}
      css={{ [`@media screen and (max-width: ${width})`]: { borderWidth: '0', background: 'transparent', overflow: 'visible' } } as SystemStyleObject}
    >
      <Table.Root size="sm" {...root} css={cardsBelow(width)}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
