/** (Never bundled.) For unit tests of a list page's first-page draw (features/<area>/model/first-page.spec.tsx). */
import { renderPage } from '@/app/entry/entry-prerender';
import { keepFirstPage } from '@/lib/first-page';

/** Markup as the prerendered page carries it: emotion's inline `<style>` tags moved to the head. */
const withoutStyles = (html: string) => html.replace(/<style data-emotion[^>]*>[\s\S]*?<\/style>/g, '');

/** Templates as the prerendered page carries them (their styles in the head). */
export function carriedTemplates<T extends Record<string, string>>(templates: T): T {
  return Object.fromEntries(Object.entries(templates).map(([name, html]) => [name, withoutStyles(html)])) as T;
}

/**
 * Each part drawn from `answer` beside what React's render of the page at `path` has in that `data-first-page` element
 * when its list hook finds `answer` kept for `key` (as the entry keeps it): the drawn markup then the element's closing
 * tag, and as many characters of the element's content, so equal values mean the element holds exactly the drawn markup.
 */
export async function drawnAndRendered(
  path: string,
  key: string,
  answer: unknown,
  drawn: Record<string, string>,
): Promise<{ drawn: Record<string, string>; rendered: Record<string, string> }> {
  keepFirstPage(key, answer);
  const page = withoutStyles(await renderPage(path));
  const expected: Record<string, string> = {};
  const rendered: Record<string, string> = {};
  for (const [name, markup] of Object.entries(drawn)) {
    const at = page.indexOf(`data-first-page="${name}"`);
    if (at < 0) throw new Error(`no data-first-page="${name}" in the page`);
    const tag = /<([a-z0-9]+)[^<]*$/.exec(page.slice(0, at))![1];
    expected[name] = `${markup}</${tag}>`;
    const start = page.indexOf('>', at) + 1;
    rendered[name] = page.slice(start, start + expected[name].length);
  }
  return { drawn: expected, rendered };
}
