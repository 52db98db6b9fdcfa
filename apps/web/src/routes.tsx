import { useRoutes } from 'react-router';
import { appRoutes } from './routeTable';
import { usePrefetchRoutes } from './routing/usePrefetchRoutes';

/** The app's pages (src/routeTable.tsx), with their modules and data prefetched on intent and on navigation. */
export function AppRoutes() {
  usePrefetchRoutes(appRoutes);
  return useRoutes(appRoutes);
}
