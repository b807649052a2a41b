// When the app takes over a page drawn without it (main-prerendered.tsx), for a visitor who may only be reading it.

/** Events that show a visitor is about to use the page: the app takes it over then (the event itself is held). */
export const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
/** How long a visitor who does nothing reads the page before the app takes it over anyway. */
export const IDLE_MS = 10_000;

/**
 * Whether an INTENT event is the visitor's: Chromium sends a page a `pointermove` that did not move (movement 0, 0),
 * e.g. for the pointer's place at (0, 0) as the page is first laid out, which is no one using the page (it made the
 * app take over a page nobody had touched). A real move of the mouse moves.
 */
export function isIntent(event: Event): boolean {
  if (event.type !== 'pointermove') return true;
  const { movementX, movementY } = event as PointerEvent;
  return movementX !== 0 || movementY !== 0;
}
