import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, type ApiAnswer } from '../../test/api';
import { buildRunner } from '../../test/builders';
import { renderWithProviders } from '../../test/utils';
import HeadToHeadPage from './HeadToHeadPage';

const red = buildRunner('Red');
const blue = buildRunner('Blue');
const raceId = '00000000-0000-4000-8000-000000000001';

function record(): ApiAnswer<'GET /api/h2h'> {
  return {
    a: red,
    b: blue,
    aAhead: 2,
    bAhead: 1,
    ties: 0,
    meetings: [{ raceId, year: 2026, round: 'Round 2', placeA: 1, placeB: 3, gapMs: 300_000 }],
  };
}

function renderPage(route: string, h2h: () => ReturnType<typeof record> | ReturnType<typeof apiError> = record) {
  const asked: string[] = [];
  mockApi({
    'GET /api/runners/': () => [blue, red],
    'GET /api/h2h': ({ url }) => {
      asked.push(url);
      return h2h();
    },
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/h2h" element={<HeadToHeadPage />} />
    </Routes>,
    { route },
  );
  return { ...rendered, asked };
}

describe('/h2h (rules §30)', () => {
  it('asks for two runners when none are chosen, then shows the record of the two picked', async () => {
    const { user, asked } = renderPage('/h2h');
    expect(screen.getByText('Choose two runners to see their record.')).toBeInTheDocument();
    for (const [label, name] of [
      ['First runner', 'Red'],
      ['Second runner', 'Blue'],
    ] as const) {
      const input = screen.getByRole('combobox', { name: label });
      await waitFor(() => expect(input).toBeEnabled());
      await user.click(input);
      await user.type(input, name);
      await user.click(await screen.findByRole('option', { name }));
    }
    expect(await screen.findByText(/Red placed ahead of Blue 2 times and behind 1 time/)).toBeInTheDocument();
    expect(asked.at(-1)).toContain(`a=${red._id}&b=${blue._id}`);
  });

  it('shows a shared record: the counts and each meeting linking to its race', async () => {
    renderPage(`/h2h?a=${red._id}&b=${blue._id}`);
    const heading = await screen.findByRole('heading', { name: 'Red vs Blue' });
    expect(heading).toBeInTheDocument();
    expect(screen.getByText('Red placed ahead of Blue 2 times and behind 1 time, with 0 ties, in 3 meetings.'));
    expect(screen.getByText('Red ahead').nextSibling).toHaveTextContent('2');
    const meetings = screen.getByRole('heading', { name: 'Meetings, newest first' }).nextElementSibling as HTMLElement;
    expect(within(meetings).getByRole('link', { name: '2026 Round 2' })).toHaveAttribute('href', `/races/${raceId}`);
    expect(meetings).toHaveTextContent('Red 1st, Blue 3rd. Red faster by 0:05:00.000');
  });

  it('says so when the same runner is chosen twice, or a shared link names nobody', async () => {
    const { unmount } = renderPage(`/h2h?a=${red._id}&b=${red._id}`);
    expect(screen.getByText('Choose two different runners.')).toBeInTheDocument();
    unmount();
    renderPage(`/h2h?a=${red._id}&b=${blue._id}`, () => apiError(404, `No user ${blue._id}.`));
    expect(await screen.findByRole('alert')).toHaveTextContent(`No user ${blue._id}. Choose two runners above.`);
  });

  it('offers Retry when the record cannot be loaded', async () => {
    renderPage(`/h2h?a=${red._id}&b=${blue._id}`, () => apiError(503, 'The database is not answering.'));
    expect(await screen.findByText('Error fetching the head-to-head record.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
