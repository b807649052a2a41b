import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads the built SPA's shell (`index.html`), kept in memory and re-read when a new build replaced it, so a running
 * server keeps serving the latest. Null when there is no build. Used by the error filter (client-side routes) and by
 * the drawing of pages (common/page-render.ts).
 */
export function spaShellReader(webDist: string | null): () => string | null {
  const file = webDist ? join(webDist, 'index.html') : null;
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    if (!file) return null;
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  };
}
