import { describe, expect, it } from 'vitest';
import type { SeasonEntrant } from '@pokered/core/schemas/seasons';
import { orderEntrants, statusCounts } from './entrantsView';

const entrant = (displayName: string, overrides: Partial<SeasonEntrant> = {}): SeasonEntrant => ({
  userId: displayName,
  displayName,
  discordUsername: displayName.toLowerCase(),
  country: null,
  bracket: null,
  withdrawn: false,
  status: 'registered',
  seed: null,
  seedSource: null,
  ...overrides,
});

describe('/entrants order (rules §39)', () => {
  it('puts the seeded by seed first, then those in, the waitlist and those out, each by name', () => {
    const list = [
      entrant('Zed', { status: 'withdrawn' }),
      entrant('Bea', { status: 'waitlisted' }),
      entrant('Cy', { seed: 2, seedSource: 'racetime' }),
      entrant('Al', { status: 'checked-in' }),
      entrant('Di', { seed: 1, seedSource: 'last-season' }),
      entrant('Ann'),
    ];
    expect(orderEntrants(list).map((row) => row.displayName)).toEqual(['Di', 'Cy', 'Al', 'Ann', 'Bea', 'Zed']);
  });

  it('counts each status present', () => {
    const list = [entrant('A'), entrant('B'), entrant('C', { status: 'waitlisted' })];
    expect(statusCounts(list)).toEqual([
      { status: 'registered', count: 2 },
      { status: 'waitlisted', count: 1 },
    ]);
  });
});
