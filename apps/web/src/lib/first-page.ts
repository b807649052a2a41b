/**
 * The answers a prerendered list page's entry (src/prerendered-lists.ts) drew before the app ran, by API path: the
 * page's hook hydrates from the same answer, so React's first render is the markup already on screen.
 */
const drawn = new Map<string, unknown>();

/** Records `answer` to `key` as drawn on the page. */
export function keepFirstPage(key: string, answer: unknown): void {
  drawn.set(key, answer);
}

/** The answer to `key` the page was drawn from before the app ran, if it was. */
export function firstPageAnswer<T>(key: string): T | undefined {
  return drawn.get(key) as T | undefined;
}

/** Forgets the answer to `key` (the app has it from now on); whether there was one. */
export function forgetFirstPage(key: string): boolean {
  return drawn.delete(key);
}
