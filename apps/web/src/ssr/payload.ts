/**
 * The data a server-rendered page carries for its hydration, in a non-executable
 * `<script type="application/json" id="ssr-data">` (the CSP allows no inline script): the page's query results,
 * when the server drew it, and which lazily loaded pages it drew.
 */
import type { DehydratedState } from '@tanstack/react-query';

export const PAYLOAD_ELEMENT_ID = 'ssr-data';

export interface ServerPayload {
  /** Ms epoch: the clock the page's "in 2d 3h" texts were drawn at. */
  renderedAt: number;
  /** Source files of the lazy pages drawn (src/ssr/lazyPage.ts). */
  pages: string[];
  queries: DehydratedState;
  /** 'linked': the server linked Mantine's CSS variables as a stylesheet, so the app must not write them inline. */
  cssVariables?: 'linked';
}

function isServerPayload(value: unknown): value is ServerPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { renderedAt, pages, queries } = value as Record<string, unknown>;
  return (
    typeof renderedAt === 'number' &&
    Array.isArray(pages) &&
    typeof queries === 'object' &&
    queries !== null &&
    Array.isArray((queries as Record<string, unknown>).queries)
  );
}

/** The payload of the page the browser is showing; null for the single-page app's empty shell. */
export function readServerPayload(): ServerPayload | null {
  const text = document.getElementById(PAYLOAD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isServerPayload(value) ? value : null;
  } catch {
    return null;
  }
}
