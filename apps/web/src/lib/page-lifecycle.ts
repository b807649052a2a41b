let unloading = false;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    unloading = true;
  });
  window.addEventListener('pagehide', () => {
    unloading = true;
  });
  window.addEventListener('pageshow', () => {
    unloading = false;
  });
}

/** True while the page is being left: requests the browser cancels then are not real failures. */
export function isPageUnloading(): boolean {
  return unloading;
}
