import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, mockFetch } from '../test/utils';
import { ApiError, http, readCookie, request } from './http';

function lastInit(mock: ReturnType<typeof mockFetch>): RequestInit {
  const call = mock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call[1] ?? {};
}

function headersOf(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}

describe('http wrapper', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends credentials and reads JSON', async () => {
    const fetchMock = mockFetch({ 'GET /api/items': () => jsonResponse([{ a: 1 }]) });
    await expect(http.get('/api/items')).resolves.toEqual([{ a: 1 }]);
    const init = lastInit(fetchMock);
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('attaches X-XSRF-TOKEN from the XSRF-TOKEN cookie to relative non-GET requests', async () => {
    document.cookie = 'other=1';
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('tok/en+1=')}`;
    const fetchMock = mockFetch({ 'POST /api/races/submit': () => jsonResponse({ message: 'ok' }) });

    await http.post('/api/races/submit', { racer2: 'b' });

    const init = lastInit(fetchMock);
    expect(headersOf(init)['X-XSRF-TOKEN']).toBe('tok/en+1=');
    expect(headersOf(init)['Content-Type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ racer2: 'b' }));
  });

  it('never sends the token on GET/HEAD or to absolute URLs', async () => {
    document.cookie = 'XSRF-TOKEN=secret';
    const fetchMock = mockFetch({
      'GET /api/races': () => jsonResponse([]),
      'HEAD /api/health': () => new Response(null, { status: 200 }),
      'POST /collect': () => jsonResponse({}),
    });

    await http.get('/api/races');
    expect(headersOf(lastInit(fetchMock))['X-XSRF-TOKEN']).toBeUndefined();
    await request('/api/health', { method: 'HEAD' });
    expect(headersOf(lastInit(fetchMock))['X-XSRF-TOKEN']).toBeUndefined();
    await http.post('https://elsewhere.example/collect', {});
    expect(headersOf(lastInit(fetchMock))['X-XSRF-TOKEN']).toBeUndefined();
    await http.post('//elsewhere.example/collect', {});
    expect(headersOf(lastInit(fetchMock))['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('sends no body and no Content-Type for an empty POST', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const fetchMock = mockFetch({ 'POST /logout': () => new Response(null, { status: 204 }) });
    await expect(http.post('/logout')).resolves.toBeUndefined();
    const init = lastInit(fetchMock);
    expect(init.body).toBeUndefined();
    expect(headersOf(init)['Content-Type']).toBeUndefined();
    expect(headersOf(init)['X-XSRF-TOKEN']).toBe('abc');
  });

  it('throws ApiError with the status and the server {error} message', async () => {
    mockFetch({
      'POST /api/races/submit': () => jsonResponse({ error: 'A race has already been scheduled for this group.' }, 409),
    });
    const error = await http.post('/api/races/submit', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'A race has already been scheduled for this group.' });
  });

  it('says what failed in a sentence when the error body has none, never a raw status (rules §29)', async () => {
    mockFetch({
      'GET /api/stats': () => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
      'GET /api/runners/': () =>
        jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500),
      'GET /api/groups': () => new Response('Service Unavailable', { status: 503, statusText: 'Service Unavailable' }),
      'GET /api/races': () => new Response('', { status: 404 }),
    });
    const server = 'The server could not answer just now (it may be restarting). Please try again in a moment.';
    await expect(http.get('/api/stats')).rejects.toMatchObject({ status: 502, message: server });
    await expect(http.get('/api/runners/')).rejects.toMatchObject({ status: 500, message: server });
    await expect(http.get('/api/groups')).rejects.toMatchObject({ status: 503, message: server });
    const missing = await http.get('/api/races').catch((caught: unknown) => caught);
    expect((missing as ApiError).message).toMatch(/^The server does not know this address\./);
    for (const message of [server, (missing as ApiError).message])
      expect(message).not.toMatch(/Internal Server Error|Bad Gateway|\b\d{3}\b/);
  });

  it('turns a network failure into ApiError status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await http.get('/api/stats').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('validates answers against a schema', async () => {
    mockFetch({
      'GET /api/config': () => jsonResponse({ prizePoolUrl: null, tournamentYear: 2025, extra: true }),
      'GET /api/broken': () => jsonResponse({ tournamentYear: 'soon' }),
    });
    const schema = z.object({ tournamentYear: z.number() });
    await expect(http.get('/api/config', { schema })).resolves.toEqual({ tournamentYear: 2025 });
    await expect(http.get('/api/broken', { schema })).rejects.toBeInstanceOf(ApiError);
  });

  it('reads cookies by exact name', () => {
    document.cookie = 'XSRF-TOKEN-OLD=nope';
    document.cookie = 'XSRF-TOKEN=yes';
    expect(readCookie('XSRF-TOKEN')).toBe('yes');
    expect(readCookie('missing')).toBeUndefined();
  });
});
