// The SPA shell's first script (vite.config.ts puts it ahead of the app's entry): it asks for the answers the page
// will need (src/config/early-data.ts) while the app's code is still on its way, with the headers the API client
// would send (src/lib/api-client.ts), and leaves them for the client to take. A few hundred bytes, no imports but
// the plan, so it runs one round trip after the HTML instead of after the app's ~200 KB.
import { DRAWN_DOCUMENT_ATTRIBUTE, earlyPlan, type EarlyPlan } from '@/config/early-data';

function stored(key: string, stores: (() => Storage)[]): string | null {
  for (const store of stores) {
    try {
      const value = store().getItem(key);
      if (value) return value;
    } catch {
      /* storage blocked */
    }
  }
  return null;
}

const plan = earlyPlan(location.pathname);
const local = () => localStorage;
const session = () => sessionStorage;
const token = plan ? stored(plan.token === 'admin' ? 'admin_token' : 'token', plan.token === 'admin' ? [local] : [local, session]) : null;
/** Asks for the plan's answers and the area's code. */
function ask(plan: EarlyPlan, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Low-data mode set on the account (src/lib/low-data.ts saveDataHeaders): the header the client sends itself, with
  // every call, the admin's too (it follows the signed-in user stored in this browser, if any).
  let lowData = false;
  try {
    lowData = (JSON.parse(stored('user', [local, session]) ?? 'null') as { low_data_mode?: unknown } | null)?.low_data_mode === true;
  } catch {
    /* a corrupt stored user: the client treats it as no user */
  }
  if (lowData && (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData !== true) headers['Save-Data'] = 'on';
  if (token) headers.Authorization = `Bearer ${token}`;
  // The signed-in area's frame code too (scripts/build.mjs nameFrameCode), beside the core rather than after it; on
  // an analytics page its charts' code, which the app would ask for only once it runs.
  const area = plan.token === 'admin' ? 'admin' : plan.token === 'user' ? 'dashboard' : null;
  const areas = area ? [area, ...(/\/analytics\/?$/.test(location.pathname) ? ['charts'] : [])] : [];
  try {
    const named = areas.length ? (JSON.parse(document.getElementById('oja-early-code')?.textContent ?? '{}') as Record<string, string[]>) : {};
    for (const href of new Set(areas.flatMap((a) => named[a] ?? []))) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  } catch {
    /* no named code (the dev server): the app asks for it as usual */
  }
  const at = performance.now();
  window.__ojaEarlyAnswers = plan.paths.map((path) => {
    // Read to the end at once: an answer nobody takes is not left open (a test's "nothing in flight" waits on it).
    const response = fetch(path, { headers, cache: 'no-cache', signal: AbortSignal.timeout(30_000) }).then(async (r) => {
      const body = [101, 204, 205, 304].includes(r.status) ? null : await r.blob();
      return new Response(body, { status: r.status, statusText: r.statusText, headers: r.headers });
    });
    // One nobody takes (the page changed) must not report an unhandled failure; the taker still sees it.
    response.catch(() => undefined);
    return { path, headers, at, response };
  });
}

if (plan && (token || plan.token === 'any')) {
  // A drawn page holds its answers already: asked again once it is parsed (before the app's code runs, which takes
  // them), not in the middle of its parse.
  if (document.documentElement.hasAttribute(DRAWN_DOCUMENT_ATTRIBUTE) && document.readyState === 'loading')
    document.addEventListener('readystatechange', () => ask(plan, token), { once: true });
  else ask(plan, token);
}
