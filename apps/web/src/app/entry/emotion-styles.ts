/**
 * Emotion writes a `<style data-emotion>` before each element it styles (duplicates across components) when React
 * renders to a string: they move to the head, deduplicated, as one sheet of the `css` cache plus one tag per global
 * style, the shape emotion's client cache adopts at start-up instead of inserting the rules again. Used by the
 * build's prerender (scripts/prerender.mjs) and by the server's drawing of signed-in pages (entry-prerender.tsx).
 */
export function hoistEmotionStyles(html: string): { body: string; head: string } {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const seen = new Set<string>();
  const body = html.replace(/<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g, (_, key: string, css: string) => {
    const [cacheKey = '', ...ids] = key.split(' ');
    if (cacheKey.endsWith('-global')) {
      if (!seen.has(key)) globals.push(`<style data-emotion="${key}">${css}</style>`);
      seen.add(key);
      return '';
    }
    const fresh = ids.filter((id) => !seen.has(`${cacheKey} ${id}`));
    if (fresh.length === ids.length) {
      for (const id of ids) seen.add(`${cacheKey} ${id}`);
      names.push(...ids);
      rules.push(css);
    } else if (fresh.length) {
      throw new Error(`emotion tag with partly seen names (${key}); cannot deduplicate safely`);
    }
    return '';
  });
  const sheet = names.length ? `<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>` : '';
  return { body, head: globals.join('') + sheet };
}
