/**
 * What differs between the server's HTML and the browser: the viewer's time zone, their stored preferences and
 * the current time. The server cannot know the first two, and its clock ran when it drew the page. The first
 * client render of a server-rendered page (hydration) must produce exactly the server's HTML, so such values
 * start as the server had them and switch to the browser's own right after hydration (React's
 * `useSyncExternalStore` server snapshot). A page the browser draws itself uses the browser's values at once.
 */
import { runtimeTimeZone } from '@pokered/core/dateTime';
import { createContext, useContext, useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * `clientValue`, except on the server and while hydrating, where it is `serverValue`. After hydration the component
 * renders again only if the two differ (a viewer in the server's zone, with the default settings, costs nothing).
 * For primitive values (compared with Object.is).
 */
export function useClientValue<T extends string | number | boolean>(clientValue: T, serverValue: T): T {
  return useSyncExternalStore(
    subscribeNever,
    () => clientValue,
    () => serverValue,
  );
}

/** The zone the server writes times in: the viewer's is unknown to it. */
export const SERVER_TIME_ZONE = 'UTC';

let browserTimeZone: string | undefined;

/** The zone to show times in: the server's until hydrated, then the browser's own. */
export function useTimeZone(): string {
  browserTimeZone ??= runtimeTimeZone();
  return useClientValue(browserTimeZone, SERVER_TIME_ZONE);
}

/** When the server drew the page (ms epoch), for texts relative to "now"; undefined when the browser drew it. */
export const RenderTimeContext = createContext<number | undefined>(undefined);

export function useRenderTime(): number | undefined {
  return useContext(RenderTimeContext);
}
