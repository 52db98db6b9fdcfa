import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { makeUser, renderWithProviders } from '../../test/utils';
import { makeProfile } from '../../test/fixtures/profile';
import SettingsPage from './SettingsPage';

type Call = { path: string; body: unknown };

function setup(overrides: { failPronouns?: boolean } = {}) {
  const calls: Call[] = [];
  let displayName = 'Misty';
  const record =
    (path: string) =>
    async ({ init }: { init: RequestInit | undefined }) => {
      const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : 'null');
      calls.push({ path, body });
      if (
        path === '/api/user/displayName' &&
        typeof body === 'object' &&
        body !== null &&
        'displayName' in body &&
        typeof body.displayName === 'string'
      ) {
        displayName = body.displayName;
      }
      if (path === '/api/user/pronouns' && overrides.failPronouns)
        return apiError(400, 'Invalid pronouns: Pronouns must be at most 20 characters.');
      return { message: 'Saved.' };
    };
  const fetchMock = mockApi({
    'GET /api/user/profile/me': () => makeProfile({ displayName, pronouns: 'she/her', country: 'US' }),
    'POST /api/user/displayName': record('/api/user/displayName'),
    'POST /api/user/pronouns': record('/api/user/pronouns'),
    'POST /api/user/country': record('/api/user/country'),
    'GET /api/user/calendar': () => ({ url: `http://localhost/api/calendar/u/${'a'.repeat(43)}.ics` }),
    'GET /auth-status': () => {
      calls.push({ path: '/auth-status', body: null });
      return makeUser({ displayName });
    },
  });
  const rendered = renderWithProviders(<SettingsPage />, { user: makeUser({ displayName: 'Misty' }) });
  return { ...rendered, calls, fetchMock };
}

describe('SettingsPage', () => {
  it('starts from the saved values', async () => {
    setup();
    expect(await screen.findByLabelText('Display name')).toHaveValue('Misty');
    expect(screen.getByLabelText('Pronouns')).toHaveValue('she/her');
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    expect(screen.getByRole('option', { name: 'No country selected' })).toBeInTheDocument();
  });

  it('saves the three settings together, then refreshes the auth status so the navbar shows the new name', async () => {
    const { user, calls, queryClient } = setup();
    const name = await screen.findByLabelText('Display name');
    await user.clear(name);
    await user.paste('  Misty W.  ');
    await user.clear(screen.getByLabelText('Pronouns'));
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved successfully')).toBeInTheDocument();
    const posts = calls.filter((call) => call.path.startsWith('/api/'));
    expect(posts).toEqual(
      expect.arrayContaining([
        { path: '/api/user/displayName', body: { displayName: 'Misty W.' } },
        { path: '/api/user/pronouns', body: { pronouns: '' } },
        { path: '/api/user/country', body: { country: 'CA' } },
      ]),
    );
    expect(posts).toHaveLength(3);
    // The forced auth-status check comes after the writes, and the cached user has the new name.
    expect(calls.at(-1)?.path).toBe('/auth-status');
    await waitFor(() => {
      expect(queryClient.getQueryData(['auth-status'])).toMatchObject({ displayName: 'Misty W.' });
    });
  });

  it("does not send an empty display name, and sends 'No country selected' as null", async () => {
    const { user, calls } = setup();
    await user.clear(await screen.findByLabelText('Display name'));
    await user.selectOptions(screen.getByLabelText('Country'), '');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved successfully')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/'))).toEqual(
      expect.arrayContaining([
        { path: '/api/user/pronouns', body: { pronouns: 'she/her' } },
        { path: '/api/user/country', body: { country: null } },
      ]),
    );
    expect(calls.some((call) => call.path === '/api/user/displayName')).toBe(false);
  });

  it('refuses invalid values with the shared schema and sends nothing', async () => {
    const { user, calls } = setup();
    const name = await screen.findByLabelText('Display name');
    await user.clear(name);
    // Pasted, not typed: 50 keystrokes are slow on a busy machine and prove nothing more.
    await user.click(name);
    await user.paste('x'.repeat(33));
    await user.click(screen.getByLabelText('Pronouns'));
    await user.paste(' and more words');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Display name must be at most 32 characters.')).toBeInTheDocument();
    expect(screen.getByText('Pronouns must be at most 20 characters.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(screen.queryByText('Changes saved successfully')).not.toBeInTheDocument();
  });

  it("shows 'Error! Changes not saved. Try again later.' and the server's message when a save fails", async () => {
    const { user } = setup({ failPronouns: true });
    await screen.findByLabelText('Display name');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error! Changes not saved. Try again later.')).toBeInTheDocument();
    expect(screen.getByText('Invalid pronouns: Pronouns must be at most 20 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Changes saved successfully')).not.toBeInTheDocument();
  });
});
