/**
 * Runs `callback` in a task of its own once the browser is idle (at the latest after `timeout` ms),
 * so that work nobody waits for stays out of the tasks that paint and answer input. Where there is
 * no requestIdleCallback (Safari), a timer stands in. Returns a function that cancels the call.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), {timeout});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `callback` once the page has loaded (its `load` event) and then the browser is idle: for
 * third-party widgets and analytics, which must never be on the page's critical path. Returns a
 * function that cancels the call.
 */
export function whenLoadedAndIdle(callback: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    cancel = whenIdle(callback);
  };
  if (document.readyState === 'complete') {
    schedule();
  } else {
    window.addEventListener('load', schedule, {once: true});
  }
  return () => {
    window.removeEventListener('load', schedule);
    cancel();
  };
}
