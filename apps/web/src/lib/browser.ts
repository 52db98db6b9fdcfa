/**
 * Full-page browser navigation (leaves the single-page app, e.g. for /login or after logout).
 * Kept in one place so tests can replace it.
 */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}
