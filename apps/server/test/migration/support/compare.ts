/**
 * Where an answer first differs from the recorded one, in a line a person can read: a page is one 60 KB line, and a
 * full diff of it (or of a profile's JSON) would bury the difference.
 *
 * Answers may grow after the fixture was recorded (rules §37: a profile's `seasons`, a race's `year`), so a recorded
 * value is kept when it is still there and equal (`recordedDifference`): an object may have gained keys, never lost
 * or changed one; arrays keep their length and each element follows the same rule. A page's markup is byte-equal,
 * but for the pages whose markup changed by design since (`CHANGED_PAGES`): their recorded visible text must still
 * be read in them, in the same order.
 */
import type { RecordedAnswer } from './answers.ts';

const CONTEXT = 120;

const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value).slice(0, 2 * CONTEXT));

function stringDifference(expected: string, actual: string, path: string): string {
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at += 1;
  const from = Math.max(0, at - CONTEXT);
  return `${path || 'body'} at character ${String(at)}:\n  was …${expected.slice(from, at + CONTEXT)}…\n  now …${actual.slice(from, at + CONTEXT)}…`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Null when every value of `expected` is in `actual` and equal (objects may have more keys; arrays have the same
 * length, element by element the same rule), else the path of the first recorded value that is missing or changed.
 */
export function recordedDifference(expected: unknown, actual: unknown, path = ''): string | null {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length)
      return `${path || 'body'}: was ${show(expected)}, now ${show(actual)}`;
    for (const [index, item] of expected.entries()) {
      const inner = recordedDifference(item, actual[index], `${path}[${String(index)}]`);
      if (inner !== null) return inner;
    }
    return null;
  }
  if (isObject(expected)) {
    if (!isObject(actual) || Array.isArray(actual))
      return `${path || 'body'}: was ${show(expected)}, now ${show(actual)}`;
    for (const [key, value] of Object.entries(expected)) {
      if (!Object.hasOwn(actual, key)) return `${path}.${key}: was ${show(value)}, now nothing`;
      const inner = recordedDifference(value, actual[key], `${path}.${key}`);
      if (inner !== null) return inner;
    }
    return null;
  }
  if (Object.is(expected, actual)) return null;
  if (typeof expected === 'string' && typeof actual === 'string') return stringDifference(expected, actual, path);
  return `${path || 'body'}: was ${show(expected)}, now ${show(actual)}`;
}

/**
 * The pages whose markup changed by design since the fixture was recorded, each with why: for them the recorded
 * visible text must still be read in the page, in order (`visibleTextDifference`), instead of byte-equal markup.
 * Keep it short: every other page is compared byte for byte.
 */
export const CHANGED_PAGES: readonly { path: RegExp; reason: string }[] = [
  {
    path: /^\/user\//,
    reason: 'a profile gained the Seasons table and groups its races by season (rules §37)',
  },
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** A page's visible text, one string per text node (scripts, styles and the hydration data left out), trimmed. */
export function visibleText(html: string): string[] {
  const body = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<!--[\s\S]*?-->/g, '<>');
  return body
    .split(/<[^>]*>/)
    .map((text) => text.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole).trim())
    .filter((text) => text !== '');
}

/** Null when the recorded text nodes are all in the actual page's, in the same order; else the first one not found. */
export function visibleTextDifference(expectedHtml: string, actualHtml: string): string | null {
  const actual = visibleText(actualHtml);
  let at = 0;
  for (const text of visibleText(expectedHtml)) {
    while (at < actual.length && actual[at] !== text) at += 1;
    if (at === actual.length) return `visible text ${JSON.stringify(text)} is no longer on the page in its place`;
    at += 1;
  }
  return null;
}

interface ComparedPage {
  html: string;
  payload: unknown;
}

/**
 * Markup added to every page by design since the fixture was recorded, taken out of today's page before the
 * byte comparison (each entry exact, so anything else that changed still shows).
 */
export const ADDED_TO_EVERY_PAGE: readonly { markup: RegExp; reason: string }[] = [
  {
    markup: /<li><a class="[\w-]+" href="\/seasons" data-discover="true">Seasons<\/a><\/li>/g,
    reason: 'the navigation links every season (rules §36)',
  },
  {
    markup: /<li><a class="[\w-]+" href="\/entrants" data-discover="true">Entrants<\/a><\/li>/g,
    reason: "the navigation lists the current season's entrants (issue 27, rules §38)",
  },
];

/** React's generated ids (`useId`, e.g. `_R_fdf_`) follow the component tree: a component added anywhere renumbers them. */
const withoutGeneratedIds = (html: string) => html.replace(/_R_[A-Za-z0-9]+_/g, '_R_id_');

interface DehydratedQuery {
  queryHash: string;
  state: { data: unknown };
}

const queriesOf = (payload: unknown): DehydratedQuery[] | undefined => {
  const queries = (payload as { queries?: { queries?: unknown } } | null)?.queries?.queries;
  return Array.isArray(queries) ? (queries as DehydratedQuery[]) : undefined;
};

/**
 * The hydration data: every recorded query must still be there, by its key, with its recorded data (a page may ask
 * for more since, as the season picker's seasons); the rest of the payload as every recorded value.
 */
function payloadDifference(expected: unknown, actual: unknown): string | null {
  const [recordedQueries, actualQueries] = [queriesOf(expected), queriesOf(actual)];
  if (recordedQueries === undefined || actualQueries === undefined)
    return recordedDifference(expected, actual, '.payload');
  const byHash = new Map(actualQueries.map((query) => [query.queryHash, query]));
  for (const query of recordedQueries) {
    const now = byHash.get(query.queryHash);
    if (now === undefined) return `.payload: query ${query.queryHash} is no longer loaded`;
    const inner = recordedDifference(query.state.data, now.state.data, `.payload ${query.queryHash}`);
    if (inner !== null) return inner;
  }
  const rest = (payload: unknown) => ({ ...(payload as object), queries: null });
  return recordedDifference(rest(expected), rest(actual), '.payload');
}

function pageDifference(url: string, recordedPage: ComparedPage, actualPage: ComparedPage): string | null {
  const stripped = ADDED_TO_EVERY_PAGE.reduce((page, added) => page.replace(added.markup, ''), actualPage.html);
  const expected = { ...recordedPage, html: withoutGeneratedIds(recordedPage.html) };
  const actual = { ...actualPage, html: withoutGeneratedIds(stripped) };
  const changed = CHANGED_PAGES.some((page) => page.path.test(url));
  const markup = changed
    ? visibleTextDifference(expected.html, actual.html)
    : expected.html === actual.html
      ? null
      : stringDifference(expected.html, actual.html, '.html');
  return markup ?? payloadDifference(expected.payload, actual.payload);
}

/** Null when the answer is the recorded one, else who asked what and the first difference. */
export function differenceOf(expected: RecordedAnswer, actual: RecordedAnswer | undefined): string | null {
  const who = `${expected.as ?? 'anonymous'} GET ${expected.url}`;
  if (actual === undefined) return `${who}: not asked`;
  if (actual.status !== expected.status) return `${who}: status ${String(expected.status)} → ${String(actual.status)}`;
  if (actual.kind !== expected.kind) return `${who}: ${expected.kind} → ${actual.kind}`;
  const difference =
    expected.kind === 'page'
      ? pageDifference(expected.url, expected.body as ComparedPage, actual.body as ComparedPage)
      : recordedDifference(expected.body, actual.body);
  return difference === null ? null : `${who}: ${difference}`;
}
