import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { makeProfile } from '../../test/fixtures/profile';
import { makeUser, renderWithProviders } from '../../test/utils';
import SettingsPage from './SettingsPage';

/** Settings with a profile whose racetime.gg link follows what was posted (rules §16). */
function setup(answers: ((body: unknown) => ReturnType<typeof apiError> | { message: string })[] = []) {
  let linked: string | null = null;
  const sent: unknown[] = [];
  mockApi({
    'GET /api/user/profile/me': () => makeProfile({ displayName: 'Misty', racetime: linked }),
    // The page's calendar section (rules §14) loads beside the form.
    'GET /api/user/calendar': () => ({ url: 'http://localhost:3000/api/calendar/u/feed.ics' }),
    'POST /api/user/racetime': ({ body }) => {
      sent.push(body);
      const answer = answers.shift()?.(body);
      if (answer && 'status' in answer) return answer;
      linked = (body as { racetime: string | null }).racetime;
      return { message: linked === null ? 'racetime.gg account unlinked.' : 'racetime.gg account linked.' };
    },
  });
  renderWithProviders(<SettingsPage />, { user: makeUser({ displayName: 'Misty' }) });
  return { sent };
}

describe('Settings: racetime.gg account (rules §16)', () => {
  it('links a pasted profile URL as its id, shows it linked, then unlinks it', async () => {
    const user = userEvent.setup();
    const { sent } = setup();
    const field = await screen.findByRole('textbox', { name: 'Your racetime.gg profile URL' });
    expect(screen.getByText('Not linked.')).toBeInTheDocument();

    await user.type(field, 'https://racetime.gg/team/whatever');
    await user.click(screen.getByRole('button', { name: 'Link Account' }));
    expect(screen.getByText(/Paste your racetime.gg profile URL/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, 'https://racetime.gg/user/xldAMBlqvY3aOP57/misty');
    await user.click(screen.getByRole('button', { name: 'Link Account' }));
    expect(await screen.findByText('racetime.gg account linked.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /xldAMBlqvY3aOP57/ })).toHaveAttribute(
      'href',
      'https://racetime.gg/user/xldAMBlqvY3aOP57',
    );

    await user.click(screen.getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Not linked.')).toBeInTheDocument();
    expect(sent).toEqual([{ racetime: 'xldAMBlqvY3aOP57' }, { racetime: null }]);
  });

  it('shows an account linked to someone else in the server words, with a Retry', async () => {
    const user = userEvent.setup();
    const taken = 'That racetime.gg account is already linked to another user.';
    const { sent } = setup([() => apiError(409, taken)]);
    await user.type(await screen.findByRole('textbox', { name: /racetime.gg profile URL/ }), 'xldAMBlqvY3aOP57');
    await user.click(screen.getByRole('button', { name: 'Link Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('racetime.gg account linked.')).toBeInTheDocument());
    expect(sent).toEqual([{ racetime: 'xldAMBlqvY3aOP57' }, { racetime: 'xldAMBlqvY3aOP57' }]);
  });
});
