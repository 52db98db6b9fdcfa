import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api';
import { buildRace, buildUserRef } from '../../../test/builders';
import { renderWithProviders } from '../../../test/utils';
import { CommentaryButtons } from './CommentaryButtons';

const HOUR = 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const pullOutOnly = { commentate: false, pullOut: true };

function commentatedRace(startsInSeconds: number) {
  return buildRace({
    raceDateTime: nowSeconds() + startsInSeconds,
    racer1: buildUserRef('Ash'),
    racer2: buildUserRef('Gary'),
    racer3: null,
    commentators: [buildUserRef('Oak')],
    commentatorCount: 1,
    callerIsCommentator: true,
  });
}

describe('CommentaryButtons: Pull Out asks first (rules §22)', () => {
  it('says Discord is told within 24 h of the race, and pulls out only once confirmed', async () => {
    const race = commentatedRace(2 * HOUR);
    const removed: string[] = [];
    mockApi({
      'POST /api/races/:raceId/remove-commentator': ({ params }) => {
        removed.push(params.raceId ?? '');
        return { message: 'Removed.', race };
      },
    });
    const { user } = renderWithProviders(<CommentaryButtons race={race} actions={pullOutOnly} />);
    await user.click(screen.getByRole('button', { name: 'Pull Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pull out of commentating Ash vs Gary?' });
    expect(dialog).toHaveTextContent("Discord's commentary channel is told you pulled out");
    expect(removed).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Pull out' }));
    await waitFor(() => expect(removed).toEqual([race._id]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says Discord is not told now for a race more than 24 h away, and Stay on changes nothing', async () => {
    const race = commentatedRace(3 * 24 * HOUR);
    const removed: string[] = [];
    mockApi({
      'POST /api/races/:raceId/remove-commentator': ({ params }) => {
        removed.push(params.raceId ?? '');
        return { message: 'Removed.', race };
      },
    });
    const { user } = renderWithProviders(<CommentaryButtons race={race} actions={pullOutOnly} />);
    await user.click(screen.getByRole('button', { name: 'Pull Out' }));
    const dialog = await screen.findByRole('dialog', { name: /^Pull out of commentating/ });
    expect(dialog).toHaveTextContent('Discord is not told now');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toEqual([]);
  });
});
