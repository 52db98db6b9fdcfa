import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ImportedPerson } from '@pokered/core/schemas/importedPeople';
import { apiError, mockApi } from '../../test/api';
import { makeUser, renderWithProviders } from '../../test/utils';
import ImportedPeoplePage, { PEOPLE_LOAD_ERROR } from './ImportedPeoplePage';

const misty: ImportedPerson = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Misty',
  status: 'pending',
  profile: { userId: 'p1', discordUsername: 'misty..old', displayName: 'Misty' },
  years: [2024],
  likelyMatch: { userId: 'u1', discordUsername: 'misty', displayName: 'Misty Today' },
  mergedInto: null,
};

function render() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/imported-people" element={<ImportedPeoplePage />} />
    </Routes>,
    { route: '/admin/imported-people', user: makeUser({ isAdmin: true }) },
  );
}

describe('ImportedPeoplePage (rules §40)', () => {
  it('confirms the likely match behind a confirmation, and chooses another user by username', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/admin/imported-people': () => [misty],
      'POST /api/admin/imported-people/:id/confirm': ({ body }) => {
        sent.push(body);
        return { message: "Misty is confirmed as Misty Today: their imported seasons are now Misty Today's." };
      },
    });
    render();
    const card = await screen.findByRole('listitem', { name: 'Misty' });
    expect(within(card).getByText('Undecided')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm Misty Today' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Misty as Misty Today?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Misty is confirmed as Misty Today/)).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText("Another user's Discord username"), 'Waterflower');
    await userEvent.click(within(card).getByRole('button', { name: 'Choose another user' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Misty as waterflower?' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await screen.findByText(/Misty is confirmed/);
    expect(sent).toEqual([{ userId: 'u1' }, { discordUsername: 'waterflower' }]);
  });

  it('keeps a person apart', async () => {
    let asked = 0;
    mockApi({
      'GET /api/admin/imported-people': () => [misty],
      'POST /api/admin/imported-people/:id/keep-apart': () => {
        asked++;
        return { message: 'Misty stays a profile of their own.' };
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Keep apart' }));
    expect(await screen.findByText('Misty stays a profile of their own.')).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('says when the list cannot load, with Retry', async () => {
    mockApi({ 'GET /api/admin/imported-people': () => apiError(500, 'boom') });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PEOPLE_LOAD_ERROR);
    expect(within(alert.parentElement ?? alert).getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
