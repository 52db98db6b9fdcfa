import type { HallOfFameLinkItem } from '@pokered/core/schemas/hallOfFameLinks';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api';
import { makeUser, renderWithProviders } from '../../../test/utils';
import HallOfFameLinksPage, { LINK_ERROR, LINKS_LOAD_ERROR } from './HallOfFameLinksPage';

const jiggles = { _id: '00000000-0000-4000-8000-000000000001', discordUsername: 'jiggles', displayName: 'Jiggles' };
const places = (): HallOfFameLinkItem[] => [
  { year: 2023, place: 'gold', name: 'Jiggles', user: null },
  { year: 2022, place: 'silver', name: 'Jiggles', user: jiggles },
];

function render() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/hall-of-fame/links" element={<HallOfFameLinksPage />} />
    </Routes>,
    { route: '/admin/hall-of-fame/links', user: makeUser({ isAdmin: true }) },
  );
}

describe('HallOfFameLinksPage', () => {
  it('lists the historic places with their linked user, or says an unlinked one shows on no profile', async () => {
    mockApi({ 'GET /api/admin/hall-of-fame-links': () => places() });
    render();
    const table = await screen.findByRole('table', { name: 'Historic hall of fame places' });
    const [gold, silver] = within(table).getAllByRole('row').slice(1);
    expect(gold).toHaveTextContent('2023Gold');
    expect(gold).toHaveTextContent('Not linked: shows on no profile');
    expect(within(silver as HTMLElement).getByRole('link', { name: 'Jiggles' })).toHaveAttribute(
      'href',
      '/user/jiggles',
    );
    expect(within(silver as HTMLElement).getByRole('button', { name: 'Unlink 2022 · Silver · Jiggles' })).toBeEnabled();
  });

  it('links a place to a Discord username and shows the server message, or its error', async () => {
    const sent: unknown[] = [];
    let fail = false;
    mockApi({
      'GET /api/admin/hall-of-fame-links': () => places(),
      'POST /api/admin/hall-of-fame-links': ({ body }) => {
        sent.push(body);
        return fail
          ? apiError(404, 'No user has the Discord username nobody.')
          : { message: 'Jiggles (gold, 2023) is now linked to Jiggles.' };
      },
    });
    const { user } = render();
    await screen.findByRole('table');
    const button = screen.getByRole('button', { name: 'Link' });
    expect(button).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/Hall of fame place/), '2023:gold');
    await user.type(screen.getByLabelText(/Discord Username/), 'Jiggles');
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('is now linked to Jiggles');
    expect(sent).toEqual([{ year: 2023, place: 'gold', discordUsername: 'jiggles' }]);

    fail = true;
    await user.type(screen.getByLabelText(/Discord Username/), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LINK_ERROR);
    expect(alert).toHaveTextContent('No user has the Discord username nobody.');
  });

  it('unlinks a linked place', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/admin/hall-of-fame-links': () => places(),
      'POST /api/admin/hall-of-fame-links/unlink': ({ body }) => {
        sent.push(body);
        return { message: 'Jiggles (silver, 2022) is no longer linked to anyone.' };
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Unlink 2022 · Silver · Jiggles' }));
    await waitFor(() => expect(sent).toEqual([{ year: 2022, place: 'silver' }]));
    expect(await screen.findByRole('status')).toHaveTextContent('no longer linked');
  });

  it('says so when the places cannot be loaded', async () => {
    mockApi({ 'GET /api/admin/hall-of-fame-links': () => apiError(503, 'Database down.') });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(LINKS_LOAD_ERROR);
  });
});
