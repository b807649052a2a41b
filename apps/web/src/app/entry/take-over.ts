// When the app takes over a page drawn without it (main-prerendered.tsx), for a visitor who may only be reading it.

/** Events that show a visitor is about to use the page: the app takes it over then (the event itself is held). */
export const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
/** How long a visitor who does nothing reads the page before the app takes it over anyway. */
export const IDLE_MS = 10_000;
