/**
 * HTML templates with holes, rendered from the app's own components at build time (the prerender) and filled in
 * the browser without React: a prerendered list page draws its first page of results this way before the app has
 * loaded, in the markup React produces for the same data, so hydration finds what it would draw itself.
 */

const OPEN = '\uE000';
const CLOSE = '\uE001';
const HOLE = /\uE000([\w-]+)\uE001/g;

/** Where a value goes: render a component with `hole('title')` as a text or an attribute to make a template. */
export const hole = (name: string): string => `${OPEN}${name}${CLOSE}`;

/** Markup from another template, put in a hole as it is (a plain string is text and is escaped). */
export interface Markup {
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text escaped for HTML as React's server renderer escapes it. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** `template` with every hole filled; a hole without a value throws (a template out of step with its filler). */
export function fillTemplate(template: string, values: Record<string, string | Markup>): string {
  return template.replace(HOLE, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`template: no value for ${name}`);
    return typeof value === 'string' ? escapeHtml(value) : value.html;
  });
}
