/**
 * The benchmark's load generator: `connections` keep-alive connections on undici's pool (llhttp, the parser Node's
 * own HTTP uses), each sending its next request as soon as the last answer's body has arrived, for `seconds`.
 * Bodies are counted, never decoded: the server's throughput is what is measured, not the client's.
 *
 * Why not autocannon (docs/decisions/012-load-generator.md): autocannon 9 parses with http-parser-js (JavaScript)
 * and appends every body chunk to a string (`req.body += data`), so a large answer costs the load generator more
 * than the server. At 10× the races feed's 110 KB compressed body kept autocannon at one full core (5.7 s of CPU in
 * 6 s) while the server used 0.24 of one: 678 req/s, where this generator reaches over 8,000 on the same server.
 */
import { Pool } from 'undici';

export interface LoadOptions {
  /** Origin, e.g. http://127.0.0.1:3000. */
  url: string;
  /** The path of each request; a function draws a new one per request (the cache-busting attacker). */
  path: string | (() => string);
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, plus requests that got no answer (a refused or reset connection). */
  non2xx: number;
  /** Body bytes received, as sent (compressed when the server compressed them). */
  bodyBytes: number;
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.floor(sorted.length * share));
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}

export async function generateLoad(options: LoadOptions): Promise<LoadResult> {
  const pool = new Pool(options.url, { connections: options.connections, pipelining: 1 });
  const pathOf = typeof options.path === 'string' ? () => options.path as string : options.path;
  const latencies: number[] = [];
  let failed = 0;
  let bodyBytes = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const connection = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const { statusCode, body } = await pool.request({
          method: 'GET',
          path: pathOf(),
          ...(options.headers ? { headers: options.headers } : {}),
        });
        for await (const chunk of body) bodyBytes += (chunk as Buffer).length;
        if (statusCode < 200 || statusCode > 299) failed++;
        latencies.push(performance.now() - sent);
      } catch {
        // A refused or reset connection: counted, and not retried in a tight loop (a server that is down would
        // otherwise make millions of failures in a few seconds).
        failed++;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  };

  try {
    await Promise.all(Array.from({ length: options.connections }, connection));
  } finally {
    await pool.close();
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  // Answered requests only: a failed one has no answer to time.
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / elapsedSeconds),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    non2xx: failed,
    bodyBytes,
  };
}
