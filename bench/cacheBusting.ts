/**
 * The rendered-page cache under a cache-busting attacker (`npm run bench -- --only cachebust`): `/standings` as a
 * visitor gets it (server-rendered, kept per data version), measured alone, then again while a few connections ask
 * for random paths that a naive cache would each render and keep: random-case and percent-encoded variants of real
 * usernames and pages, random race ids, unknown users, and `//x/standings`. Both loads run in the same process
 * against the same server, one after the other, so the two figures are comparable on a shared machine.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { ACCEPT, type Encoding } from './api.ts';
import { generateLoad } from './loadGenerator.ts';

export interface CacheBustingFigures {
  path: string;
  /** `/standings` alone. */
  requestsPerSecond: number;
  p99Ms: number;
  /** `/standings` while the attacker runs. */
  underAttackRequestsPerSecond: number;
  underAttackP99Ms: number;
  /** What the attacker got through (any status). */
  attackRequestsPerSecond: number;
  /** underAttack ÷ alone. */
  ratio: number;
  non2xx: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** Each letter upper- or lower-case at random (never all lower-case, so never the canonical spelling). */
function randomCase(text: string): string {
  const varied = Array.from(text)
    .map((c) => (Math.random() < 0.5 ? c.toUpperCase() : c.toLowerCase()))
    .join('');
  return varied === text.toLowerCase() ? text.toUpperCase() : varied;
}

/** Some characters written as %XX (upper- or lower-case hex): the same path, another spelling. */
function percentEncoded(text: string): string {
  const chars = Array.from(text);
  const at = Math.floor(Math.random() * chars.length);
  return chars
    .map((c, i) => {
      if (i !== at && Math.random() < 0.7) return c;
      const hex = Buffer.from(c).toString('hex');
      const escaped = hex.replace(/../g, (byte) => `%${byte}`);
      return Math.random() < 0.5 ? escaped.toUpperCase() : escaped;
    })
    .join('');
}

/** Real usernames, from the public standings (the attacker can read them too). */
async function usernames(url: string): Promise<string[]> {
  const res = await fetch(`${url}/api/tournament/standings`);
  const body = (await res.json()) as unknown;
  const names = JSON.stringify(body).match(/"discordUsername":"([^"]+)"/g) ?? [];
  const found = [...new Set(names.map((m) => m.slice('"discordUsername":"'.length, -1)))];
  if (found.length === 0) throw new Error('no usernames in /api/tournament/standings');
  return found;
}

/** A random path a naive cache keys apart from every other: each would be rendered (and kept) anew. */
export function cacheBustingPath(names: readonly string[]): string {
  const noise = randomBytes(4).toString('hex');
  switch (Math.floor(Math.random() * 6)) {
    case 0:
      return `/user/${randomCase(pick(names))}`;
    case 1:
      return `/user/${percentEncoded(pick(names))}`;
    case 2:
      return `/races/${randomUUID()}`;
    case 3:
      return `/user/nobody-${noise}`;
    case 4:
      return `//${noise}/standings`;
    default:
      return `/${percentEncoded(pick(['standings', 'stats', 'races/upcoming', 'pickems/leaderboard']))}?${noise}`;
  }
}

function standingsLoad(url: string, seconds: number, connections: number, encoding: Encoding) {
  return generateLoad({
    url,
    path: '/standings',
    connections,
    seconds,
    headers: { accept: 'text/html', ...ACCEPT[encoding] },
  });
}

/**
 * `/standings` with `connections` connections for `seconds`, alone then beside `attackers` connections of random
 * cache-busting paths. Visitors without cookies, as a search engine or an attacker would come.
 */
export async function measureCacheBusting(
  url: string,
  seconds: number,
  encoding: Encoding,
  connections = 10,
  attackers = 4,
): Promise<CacheBustingFigures> {
  const names = await usernames(url);
  // Warm: the page is rendered once and kept, and the server's code paths are compiled, as on a live site.
  await fetch(`${url}/standings`);
  await standingsLoad(url, 1, connections, encoding);
  const alone = await standingsLoad(url, seconds, connections, encoding);
  await new Promise((r) => setTimeout(r, 500));
  const attack = generateLoad({
    url,
    path: () => cacheBustingPath(names),
    connections: attackers,
    seconds: seconds + 1,
    headers: { accept: 'text/html', ...ACCEPT[encoding] },
  });
  // Let the attacker get going before measuring.
  await new Promise((r) => setTimeout(r, 500));
  const underAttack = await standingsLoad(url, seconds, connections, encoding);
  const attacked = await attack;
  await new Promise((r) => setTimeout(r, 500));
  const rps = alone.requestsPerSecond;
  const attackedRps = underAttack.requestsPerSecond;
  return {
    path: '/standings',
    requestsPerSecond: rps,
    p99Ms: alone.p99Ms,
    underAttackRequestsPerSecond: attackedRps,
    underAttackP99Ms: underAttack.p99Ms,
    attackRequestsPerSecond: attacked.requestsPerSecond,
    ratio: Math.round((attackedRps / rps) * 100) / 100,
    non2xx: alone.non2xx + underAttack.non2xx,
  };
}
