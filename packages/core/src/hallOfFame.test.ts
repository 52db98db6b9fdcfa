import { describe, expect, it } from 'vitest';
import { bindHistoricPlaces, linkablePlaces } from './hallOfFame.ts';
import type { PastResult } from './schemas/stats.ts';

const SITE_USER = '00000000-0000-4000-8000-000000000001';
const LINKED_USER = '00000000-0000-4000-8000-000000000002';

const years: PastResult[] = [
  { tournamentYear: 2022, gold: { name: 'Red' }, silver: { name: 'Blue' }, bronze: { name: '' }, spotlightVideos: [] },
  {
    tournamentYear: 2025,
    gold: { name: 'Ash', userId: SITE_USER },
    silver: { name: 'Leaf' },
    bronze: { name: '' },
    spotlightVideos: [],
  },
];

describe('linkablePlaces', () => {
  it('lists named places without a user id, newest year first, gold to bronze', () => {
    expect(linkablePlaces(years)).toEqual([
      { year: 2025, place: 'silver', name: 'Leaf' },
      { year: 2022, place: 'gold', name: 'Red' },
      { year: 2022, place: 'silver', name: 'Blue' },
    ]);
  });
});

describe('bindHistoricPlaces', () => {
  it('gives a linked historic place its user, and nothing to an unlinked one', () => {
    const [y2022, y2025] = bindHistoricPlaces(years, [{ year: 2022, place: 'silver', userId: LINKED_USER }]);
    expect(y2022?.gold).toEqual({ name: 'Red' });
    expect(y2022?.silver).toEqual({ name: 'Blue', userId: LINKED_USER });
    expect(y2025?.silver).toEqual({ name: 'Leaf' });
  });

  it('never overrides a place the site recorded, nor fills an empty place, and ignores unknown years', () => {
    const bound = bindHistoricPlaces(years, [
      { year: 2025, place: 'gold', userId: LINKED_USER },
      { year: 2025, place: 'bronze', userId: LINKED_USER },
      { year: 1999, place: 'gold', userId: LINKED_USER },
    ]);
    expect(bound).toEqual(years);
  });
});
