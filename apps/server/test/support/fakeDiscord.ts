/**
 * A fake Discord OAuth2 provider on loopback, for tests only: authorize, token and users/@me,
 * checking client credentials, the redirect URI and the PKCE verifier like Discord does.
 * The server's real OAuth code path talks to it through DISCORD_BASE_URL.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name: string | null;
  avatar: string | null;
}

export interface FakeDiscord {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The user the next authorize call logs in as. */
  setUser(user: FakeDiscordUser): void;
  /** Every access token issued so far (tests check none leaks). */
  issuedTokens: string[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });

/** A stable Discord-like id (a decimal snowflake) for a username. */
export function idForUsername(username: string): string {
  return BigInt(`0x${createHash('sha256').update(username).digest('hex').slice(0, 15)}`).toString();
}

export async function startFakeDiscord(port = 0): Promise<FakeDiscord> {
  const clientId = 'fake-client-id';
  const clientSecret = 'fake-client-secret';
  let current: FakeDiscordUser = { id: '1001', username: 'newcomer', global_name: 'New Comer', avatar: 'abc123' };
  const codes = new Map<string, { challenge: string; redirectUri: string; user: FakeDiscordUser }>();
  const tokens = new Map<string, FakeDiscordUser>();
  const issuedTokens: string[] = [];

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'GET' && url.pathname === '/__set-user') {
        // Test control: who the next authorize logs in as. Logins are bound to the Discord id (rules §2): each
        // username gets its own stable id unless `id` says otherwise (the next holder of a freed name).
        const username = url.searchParams.get('username') ?? 'newcomer';
        current = {
          id: url.searchParams.get('id') ?? idForUsername(username),
          username,
          global_name: url.searchParams.get('global_name'),
          avatar: null,
        };
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'GET' && url.pathname === '/oauth2/authorize') {
        const q = url.searchParams;
        if (
          q.get('client_id') !== clientId ||
          q.get('response_type') !== 'code' ||
          q.get('code_challenge_method') !== 'S256' ||
          !q.get('code_challenge')
        ) {
          res.writeHead(400).end('bad authorize request');
          return;
        }
        const code = randomBytes(12).toString('hex');
        codes.set(code, {
          challenge: q.get('code_challenge') ?? '',
          redirectUri: q.get('redirect_uri') ?? '',
          user: current,
        });
        const back = new URL(q.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', q.get('state') ?? '');
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/api/oauth2/token') {
        const form = new URLSearchParams(await readBody(req));
        const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
        const entry = codes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          req.headers.authorization !== `Basic ${basic}` ||
          !entry ||
          entry.challenge !== challenge ||
          entry.redirectUri !== form.get('redirect_uri')
        ) {
          res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_grant' }));
          return;
        }
        codes.delete(form.get('code') ?? '');
        const token = randomBytes(16).toString('hex');
        tokens.set(token, entry.user);
        issuedTokens.push(token);
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            access_token: token,
            token_type: 'Bearer',
            expires_in: 604800,
            refresh_token: 'r' + token,
            scope: 'identify',
          }),
        );
        return;
      }
      if (req.method === 'GET' && url.pathname === '/api/users/@me') {
        const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!user) {
          res.writeHead(401).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(user));
        return;
      }
      res.writeHead(404).end();
    })();
  });
  // As the real services do, a kept-alive connection outlives a slow test's pause (Node's default is 5 s): a client
  // that reuses it just as the server closes it reads "socket hang up".
  server.keepAliveTimeout = 75_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(bound)}`,
    clientId,
    clientSecret,
    setUser: (user) => (current = user),
    issuedTokens,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs the fake provider as its own process (Playwright's webServer): `tsx fakeDiscord.ts 4599`. */
if (process.argv[1]?.endsWith('fakeDiscord.ts')) {
  const fake = await startFakeDiscord(Number(process.argv[2] ?? '4599'));
  console.log(`fake discord on ${fake.baseUrl}`);
}
