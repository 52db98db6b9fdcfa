/**
 * Security headers, built once at start-up and applied as constants (the helmet plugin rebuilt and re-parsed its
 * whole configuration, CSP included, on every request: 8 % of the server's time under load).
 *
 * What a header protects decides where it goes:
 * - every answer: `X-Content-Type-Options: nosniff` (a file is never run as something else),
 *   `Cross-Origin-Resource-Policy: same-origin` (other sites cannot embed our answers), HSTS in production;
 * - JSON answers also get a CSP that allows nothing, should one ever be opened as a page;
 * - HTML documents get the page policy: the CSP below, framing refused, the referrer policy, cross-origin
 *   isolation of the window. These govern documents: a browser applies no CSP or framing rule to a script, a
 *   stylesheet or an image, and the fetches a stylesheet makes already get the browsers' default referrer policy,
 *   which is ours. Each of a page's files carried ~1 KB of them for nothing.
 * Decided by the answer's Content-Type when it is sent, so every HTML answer (the web app's pages, the
 * development login page) gets the document headers, whichever route made it.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

type Headers = Readonly<Record<string, string>>;

/** The page policy: scripts strictly same-origin, framing refused, nothing from anywhere not listed. */
function contentSecurityPolicy(production: boolean): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Mantine sets style attributes at run time; scripts stay strictly same-origin.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https://cdn.discordapp.com', 'https://i.ytimg.com', 'https://img.youtube.com'],
    'frame-src': [
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.twitch.tv',
      'https://clips.twitch.tv',
    ],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

export interface SecurityHeaders {
  everyAnswer: Headers;
  json: Headers;
  document: Headers;
}

export function securityHeaders(production: boolean): SecurityHeaders {
  const everyAnswer: Headers = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  return {
    everyAnswer,
    json: { 'content-security-policy': "default-src 'none';frame-ancestors 'none'" },
    document: {
      'content-security-policy': contentSecurityPolicy(production),
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      // The legacy twin of frame-ancestors 'none', for browsers without CSP level 2.
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      // The old XSS auditors did more harm than good: turned off, as helmet does.
      'x-xss-protection': '0',
    },
  };
}

function contentTypeOf(reply: FastifyReply): string {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' ? type : '';
}

/** Adds the headers of `set` that the route did not set itself. */
function apply(reply: FastifyReply, set: Headers): void {
  for (const name in set) {
    if (!reply.hasHeader(name)) void reply.header(name, set[name]);
  }
}

export function registerSecurityHeaders(app: FastifyInstance, production: boolean): void {
  const headers = securityHeaders(production);
  // onSend: every answer passes here, errors and 404s included, once its Content-Type is known.
  app.addHook('onSend', (_request, reply, payload, done) => {
    apply(reply, headers.everyAnswer);
    const type = contentTypeOf(reply);
    if (type.startsWith('text/html')) apply(reply, headers.document);
    else if (type.startsWith('application/json')) apply(reply, headers.json);
    done(null, payload);
  });
}
