import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../test/api';
import { ApiError, http } from './http';

const sentTokens = (mock: ReturnType<typeof mockApi>) =>
  mock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['X-XSRF-TOKEN']);

function clearCookie(name: string) {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

describe('XSRF token bound to the session (rules §2)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearCookie('XSRF-TOKEN');
    clearCookie('__Host-XSRF-TOKEN');
  });

  it('sends the production cookie (__Host-XSRF-TOKEN) when the browser holds it', async () => {
    // jsdom's page is not https, so it refuses to store a __Host- cookie: show the browser's cookie string instead.
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=old; __Host-XSRF-TOKEN=production');
    const mock = mockApi({ 'POST /api/user/pronouns': () => ({ message: 'ok' }) });
    await http.post('/api/user/pronouns', { pronouns: 'she/her' });
    expect(sentTokens(mock)).toEqual(['production']);
  });

  it('sends a write once more with the token a 403 answer handed over (session changed elsewhere)', async () => {
    document.cookie = 'XSRF-TOKEN=stale';
    let calls = 0;
    const mock = mockApi({
      'POST /api/user/pronouns': () => {
        calls += 1;
        if (calls > 1) return { message: 'ok' };
        document.cookie = 'XSRF-TOKEN=fresh';
        return apiError(403, 'Missing or invalid XSRF token. Reload the page and try again.');
      },
    });
    await expect(http.post('/api/user/pronouns', { pronouns: 'she/her' })).resolves.toEqual({ message: 'ok' });
    expect(sentTokens(mock)).toEqual(['stale', 'fresh']);
  });

  it('does not resend a 403 when the token did not change, nor more than once', async () => {
    document.cookie = 'XSRF-TOKEN=same';
    const refused = mockApi({ 'POST /api/admin/add-user': () => apiError(403, 'Not allowed.') });
    await expect(http.post('/api/admin/add-user', {})).rejects.toBeInstanceOf(ApiError);
    expect(sentTokens(refused)).toEqual(['same']);

    let n = 0;
    const always = mockApi({
      'POST /api/admin/add-user': () => {
        n += 1;
        document.cookie = `XSRF-TOKEN=new${String(n)}`;
        return apiError(403, 'Missing or invalid XSRF token.');
      },
    });
    await expect(http.post('/api/admin/add-user', {})).rejects.toThrow(/XSRF/);
    expect(sentTokens(always)).toEqual(['same', 'new1']);
  });
});
