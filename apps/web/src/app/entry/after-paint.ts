/**
 * Runs `task` once the browser has painted the next frame: `requestAnimationFrame` runs just before a frame is drawn,
 * and a task queued from it runs after. A hidden page draws no frame (its animation frames wait until it is shown):
 * the task runs at once.
 */
export function afterNextPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') {
    task();
    return;
  }
  requestAnimationFrame(() => {
    setTimeout(task, 0);
  });
}
