import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Marks `<html>` with where the app is: `data-app-started` once it has hydrated or drawn its first page, and
 * `data-app-busy` while a query fetches or a write is being saved. It shows nothing. Browser tests wait on it for a
 * page at rest (e2e/support.ts `settle`): the browser's "network idle" fires once, and under load it can fire
 * before the app's script has even run.
 */
export function AppActivity() {
  const busy = useIsFetching() + useIsMutating() > 0;
  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute('data-app-started', '');
    html.toggleAttribute('data-app-busy', busy);
  }, [busy]);
  return null;
}
