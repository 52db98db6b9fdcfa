import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/api';
import { buildRace, buildUserRef } from '../test/builders';
import { makeUser, renderWithProviders } from '../test/utils';
import { GroupRaceForm } from './GroupRaceForm';
import { todayIsNovember2098 } from '../test/farFutureToday';

todayIsNovember2098();

const ash = buildUserRef('Ash');
const gary = buildUserRef('Gary');
const misty = buildUserRef('Misty');

describe('GroupRaceForm (rules §23)', () => {
  it('books the whole group by default, naming who a change leaves out, and sends the racers and start', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/admin/groups/:groupId/race': (request) => {
        bodies.push(request.body);
        return { message: 'Race booked.', race: buildRace() };
      },
    });
    const { user } = renderWithProviders(<GroupRaceForm groupId="g1" groupNumber={3} members={[ash, gary, misty]} />, {
      user: makeUser({ isAdmin: true }),
    });
    await user.click(screen.getByRole('button', { name: 'Book race of group 3' }));
    expect(screen.getByText('The whole group races.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Racer 3/), 'No racer');
    expect(screen.getByText('Left out: Misty. They will be told on their home page.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Date/), '2099-09-20');
    await user.type(screen.getByLabelText(/^Time/), '18:30');
    await user.click(screen.getByRole('button', { name: 'Book race' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Race booked.');
    expect(bodies).toEqual([{ racer1: ash._id, racer2: gary._id, raceDateTime: expect.any(Number) }]);
  });
});
