import { describe, expect, it } from 'vitest';
import { draftsBefore, revealsSeed, showsGroups, type DrawMade } from './drawHistory.ts';

const made = (id: string, createdAt: number, status: DrawMade['status'] = 'dropped'): DrawMade => ({
  id,
  createdAt,
  status,
});

describe('the draw history (rules §28)', () => {
  it('reveals the seed of a confirmed or dropped draw, never of an open draft', () => {
    expect(revealsSeed('confirmed')).toBe(true);
    expect(revealsSeed('dropped')).toBe(true);
    expect(revealsSeed('draft')).toBe(false);
  });

  it('shows an open draft’s groups to admins only, and every other draw’s to everyone', () => {
    expect(showsGroups('draft', true)).toBe(true);
    expect(showsGroups('draft', false)).toBe(false);
    expect(showsGroups('dropped', false)).toBe(true);
    expect(showsGroups('confirmed', false)).toBe(true);
  });

  it('counts the drafts made before a draw, and every other draft of the round before a confirmed one', () => {
    const round = [made('a', 1), made('b', 2), made('c', 3, 'confirmed'), made('d', 4)];
    expect(draftsBefore(made('a', 1), round)).toBe(0);
    expect(draftsBefore(made('b', 2), round)).toBe(1);
    // 'd' was made after 'c' and dropped when 'c' was confirmed: the admin saw it too.
    expect(draftsBefore(made('c', 3, 'confirmed'), round)).toBe(3);
    expect(draftsBefore(made('d', 4), round)).toBe(3);
  });

  it('orders two drafts of the same instant by id', () => {
    const round = [made('x', 5), made('y', 5)];
    expect(draftsBefore(made('x', 5), round)).toBe(0);
    expect(draftsBefore(made('y', 5), round)).toBe(1);
  });
});
