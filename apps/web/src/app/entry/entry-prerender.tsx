import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { system } from '../theme';
import * as apartments from '@/features/apartments/components/first-page-templates';
import * as generalServices from '@/features/general-services/components/first-page-templates';
import { PRERENDERED_PATHS, pageTree, routesFor } from './prerendered-hydrate';
import { TEMPLATES_ID } from './prerendered-lists';

export { PRERENDERED_PATHS, TEMPLATES_ID };
// For the build's prerender (scripts/prerender.mjs) and the API's drawing of signed-in pages (common/page-render.ts).
export { hoistEmotionStyles } from './emotion-styles';
export { renderSignedInPage } from './signed-in-page';
export { earlyPlan, PUBLIC_DRAWN_PATHS } from '@/config/early-data';

/**
 * A page as HTML (scripts/prerender.mjs, at build time): the tree prerendered-hydrate.tsx hydrates, rendered logged
 * out and before any data (lists show their loading state); emotion writes each rule's `<style data-emotion>`
 * beside the markup that uses it.
 */
export async function renderPage(path: string): Promise<string> {
  return renderToString(pageTree(createMemoryRouter(await routesFor(path), { initialEntries: [path] })));
}

/** Components as HTML with the app's Chakra system (and their `<style data-emotion>`), for templates. */
export const renderComponent = (node: ReactNode): string => renderToString(<ChakraProvider value={system}>{node}</ChakraProvider>);

/** The list pages whose entry draws their first page (prerendered-lists.ts): the list's key, its templates. */
const FIRST_PAGES: Record<string, { FIRST_PAGE_KEY: string; firstPageTemplates: (render: typeof renderComponent) => Record<string, string> }> = {
  '/service-apartments': apartments,
  '/general-services': generalServices,
};

/**
 * A list page's first page, which its entry draws before the app (prerendered-lists.ts): the API path of the
 * unfiltered list and the templates of the page's list components. Null for other pages.
 */
export function firstPageOf(path: string): { key: string; templates: Record<string, string> } | null {
  const list = FIRST_PAGES[path];
  return list ? { key: list.FIRST_PAGE_KEY, templates: list.firstPageTemplates(renderComponent) } : null;
}
