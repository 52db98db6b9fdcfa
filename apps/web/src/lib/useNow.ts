import { useSyncExternalStore } from 'react';
import { useRenderTime } from './hydration';

/**
 * One shared one-second clock for every countdown on the page. Components read a value derived from
 * it (`useTicking`), so React re-renders a countdown only when its text changes, never the whole list.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const notify of listeners) notify();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * `derive(Date.now())`, recomputed every second; the component re-renders only when the result changes.
 * A server-rendered page hydrates with the server's render time (what its HTML shows), then ticks on.
 */
export function useTicking<T extends string | number | boolean>(derive: (nowMs: number) => T): T {
  const renderedAt = useRenderTime();
  const read = () => derive(Date.now());
  return useSyncExternalStore(subscribe, read, () => derive(renderedAt ?? Date.now()));
}
