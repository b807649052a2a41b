import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { createLandingRoutes, landingTree } from './landing-hydrate';

/**
 * The landing page as HTML (scripts/prerender.mjs, at build time): the tree landing-hydrate.tsx hydrates, rendered
 * logged out; emotion writes each rule's `<style data-emotion>` beside the markup that uses it.
 */
export function renderLanding(): string {
  return renderToString(landingTree(createMemoryRouter(createLandingRoutes(), { initialEntries: ['/'] })));
}
