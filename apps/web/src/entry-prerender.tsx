import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { PRERENDERED_PATHS, pageTree, routesFor } from './prerendered-hydrate';

export { PRERENDERED_PATHS };

/**
 * A page as HTML (scripts/prerender.mjs, at build time): the tree prerendered-hydrate.tsx hydrates, rendered logged
 * out and before any data (lists show their loading state); emotion writes each rule's `<style data-emotion>`
 * beside the markup that uses it.
 */
export async function renderPage(path: string): Promise<string> {
  return renderToString(pageTree(createMemoryRouter(await routesFor(path), { initialEntries: [path] })));
}
