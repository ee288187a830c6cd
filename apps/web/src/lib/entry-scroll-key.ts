/**
 * Gives the history entry a document opened on a key of its own, before the router reads it. React Router keys
 * that entry "default" in every document (its history.state has none), so the position ScrollRestoration kept for
 * one page opened from outside (the review page, left for the payment gateway) was restored on the next (the
 * payment result, /login, /bookings): they opened scrolled down. The key lives in history.state, so back, forward
 * and reload still find the entry's own position.
 */
export function keyTheFirstEntry(): void {
  const state = window.history.state as { key?: string } | null;
  if (state?.key) return;
  window.history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}
