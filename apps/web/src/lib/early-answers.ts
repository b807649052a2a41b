// window.__ojaEarlyAnswers: declared with the plan, in src/config/early-data.ts (a type only: no import at run time).

/** An early answer is taken within this long of the page's start, or not at all (a later ask wants a fresh one). */
const EARLY_FOR_MS = 20_000;

/**
 * The answer src/app/entry/early.ts already asked for, for a GET of `path` with exactly these `headers` (the same
 * token and low-data choice), taken once; else null and the caller fetches as usual.
 */
export function takeEarlyAnswer(path: string, headers: Record<string, string>): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const answers = window.__ojaEarlyAnswers;
  if (!answers?.length) return null;
  const at = answers.findIndex((a) => a.path === path && sameHeaders(a.headers, headers));
  if (at < 0) return null;
  const [answer] = answers.splice(at, 1);
  return performance.now() - answer!.at <= EARLY_FOR_MS ? answer!.response : null;
}

function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
