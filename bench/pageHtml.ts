/**
 * Every server-rendered public page's HTML as a visitor without a session gets it (issue 25 item 5): its bytes as
 * sent before compression, and how long its first (cold) render took. `npm run bench -- --only html`; also usable
 * alone: `node --import tsx bench/pageHtml.ts http://127.0.0.1:3000` against a running server.
 */

/** Budgets (issue 25): at 1× (the demo data) every public page under 100 KB; at 10× under 300 KB, cold render < 100 ms. */
export const HTML_BUDGET_KB: Readonly<Record<'1' | '10', number>> = { '1': 100, '10': 300 };
export const COLD_RENDER_BUDGET_MS = 100;

export interface PageHtmlFigures {
  path: string;
  status: number;
  /** Whether the server drew it (an `ssr-data` payload) rather than sending the app's shell. */
  rendered: boolean;
  kb: number;
  /** The first request's time (the page is not kept yet: it renders), then a second one (kept). */
  coldMs: number;
  warmMs: number;
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${String(res.status)}`);
  return (await res.json()) as T;
}

/** The public pages' paths, with a real race, draw and runner for the pages that take one. */
export async function publicPagePaths(baseUrl: string): Promise<string[]> {
  const [races, draws, runners] = await Promise.all([
    json<{ _id: string }[]>(`${baseUrl}/api/races`),
    json<{ _id: string }[]>(`${baseUrl}/api/draws`).catch(() => []),
    json<{ discordUsername: string }[]>(`${baseUrl}/api/runners`),
  ]);
  const paths = [
    '/',
    '/info',
    '/standings',
    '/bracket',
    '/hall-of-fame',
    '/groups',
    '/draws',
    '/rules',
    '/help',
    '/stats',
    '/h2h',
    '/races/upcoming',
    '/races/past',
    '/pickems/leaderboard',
    '/pickems/stats',
  ];
  if (races[0]) paths.push(`/races/${races[0]._id}`);
  if (draws[0]) paths.push(`/draws/${draws[0]._id}`);
  if (runners[0]) paths.push(`/user/${encodeURIComponent(runners[0].discordUsername)}`);
  return paths;
}

async function timedGet(url: string): Promise<{ status: number; body: string; ms: number }> {
  const start = performance.now();
  const res = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
  const body = await res.text();
  return { status: res.status, body, ms: Math.round((performance.now() - start) * 10) / 10 };
}

/** Each page once cold and once kept, one request at a time. */
export async function measurePageHtml(baseUrl: string, paths?: readonly string[]): Promise<PageHtmlFigures[]> {
  const out: PageHtmlFigures[] = [];
  for (const path of paths ?? (await publicPagePaths(baseUrl))) {
    const cold = await timedGet(baseUrl + path);
    const warm = await timedGet(baseUrl + path);
    out.push({
      path,
      status: cold.status,
      rendered: cold.body.includes('id="ssr-data"'),
      kb: Math.round(Buffer.byteLength(cold.body) / 102.4) / 10,
      coldMs: cold.ms,
      warmMs: warm.ms,
    });
  }
  return out;
}

/** One line per budget with its verdict; `size` is the data size (1 = the demo). */
export function htmlVerdicts(figures: readonly PageHtmlFigures[], size: number): string[] {
  const limitKb = size >= 10 ? HTML_BUDGET_KB['10'] : HTML_BUDGET_KB['1'];
  const lines = figures.map(
    (page) =>
      `${page.kb < limitKb && page.rendered ? 'OK  ' : 'OVER'} ${page.path} at ${String(size)}×: ${String(page.kb)} KB of HTML` +
      `${page.rendered ? '' : ' (not server-rendered)'} (budget < ${String(limitKb)} KB)`,
  );
  if (size >= 10)
    lines.push(
      ...figures.map(
        (page) =>
          `${page.coldMs < COLD_RENDER_BUDGET_MS ? 'OK  ' : 'OVER'} ${page.path} at ${String(size)}×: cold render ${String(page.coldMs)} ms (budget < ${String(COLD_RENDER_BUDGET_MS)} ms)`,
      ),
    );
  return lines;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  const figures = await measurePageHtml(baseUrl);
  console.table(figures);
  for (const line of htmlVerdicts(figures, Number(process.argv[3] ?? 1))) console.log(line);
}
