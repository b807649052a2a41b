// Taps and typing on a page drawn before the app (a prerendered page, a page the server drew) that come before React
// has taken it over: held, and replayed once it has, so none is lost (links work natively meanwhile).
const HELD = ['click', 'input', 'change', 'submit'] as const;

/** A field whose value the visitor types or picks (a checkbox's is its `checked`, which its click replays). */
const isField = (target: EventTarget | null): target is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio') ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

/**
 * The same event again, now that React listens (a click again activates a button, an input updates its state). React
 * takes an input event as a change only when the field's value differs from the last one it saw, and hydration may
 * have seen the typed value already, or put the field back to its state: the field is first set to another value
 * (React sees that), then to the one typed through the native setter (React does not), so the event reads as the
 * change it was.
 */
function replay({ event, value }: { event: Event; value?: string }) {
  const { target } = event;
  if (value !== undefined && isField(target)) {
    target.value = value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set?.call(target, value);
  }
  const init = { bubbles: true, cancelable: true, composed: true };
  const copy = event.type === 'click' ? new MouseEvent('click', { ...init, button: (event as MouseEvent).button }) : new Event(event.type, init);
  target?.dispatchEvent(copy);
}

/** The container's property that is true while its events are held (e2e tests read it). */
export const HOLDING = '__ojaHolding';
type Holding = HTMLElement & { [HOLDING]?: true };

/**
 * Starts holding the visitor's events inside `container`. `replay()` once React has committed the page: each event is
 * then handled in a task of its own, in order, so that what one changes has settled before the next (a Chakra radio
 * or tab sets its value through its state machine after the click, and a form's submit replayed in the same task read
 * the value from before it). Events that come meanwhile wait their turn; holding ends after the last. `release()` to
 * stop holding without replaying (the app failed to start).
 */
export function holdEvents(container: HTMLElement): { replay(): void; release(): void } {
  /** Held events, with the value a field had then (hydration sets a controlled field back to its state). */
  const held: { event: Event; value?: string }[] = [];
  /** An event being replayed (and what it causes at once, as a label's click on its input) goes through. */
  let replaying = false;
  function hold(event: Event) {
    if (replaying) return;
    const target = event.target as Element | null;
    // A link works natively meanwhile, unless events before it are still waiting: it then waits its turn too, so that
    // what was typed before it cannot be replayed after it (a search typed, then a restaurant tapped: the typing,
    // replayed after the app had followed the link, put the list back in the address).
    if (!target || !container.contains(target) || (event.type === 'click' && target.closest('a[href]') && held.length === 0)) return;
    held.push({ event, value: event.type !== 'click' && isField(target) ? target.value : undefined });
    if (event.cancelable) event.preventDefault();
    event.stopImmediatePropagation();
  }
  const release = () => {
    for (const type of HELD) document.removeEventListener(type, hold, true);
    delete (container as Holding)[HOLDING];
  };
  for (const type of HELD) document.addEventListener(type, hold, true);
  // While events are held (tests wait on it). A property, not an attribute: a change of the page's attributes as the app
  // takes it over is a change of the drawn page to anyone watching it (the bench's paint, assistive technology).
  (container as Holding)[HOLDING] = true;
  return {
    release,
    replay() {
      const next = () => {
        const item = held.shift();
        if (!item) return release();
        replaying = true;
        try {
          replay(item);
        } finally {
          replaying = false;
        }
        nextTask(next);
      };
      next();
    },
  };
}

/**
 * Runs `task` in a task of its own, after the current one and React's effects (a message, not a timer: a page whose
 * timers are held back, a test's paused clock, still gets it).
 */
export function nextTask(task: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}
