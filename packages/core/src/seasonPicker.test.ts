import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seasonPickerYears } from './seasonPicker.ts';

describe('seasonPickerYears (rules §36)', () => {
  it('offers the current season and the one before it on the current season’s pages', () => {
    expect(seasonPickerYears([2026, 2025, 2024, 2023], 2026, 2026)).toEqual([2026, 2025]);
  });

  it('offers a past season, its neighbours and the current season, newest first', () => {
    expect(seasonPickerYears([2020, 2026, 2023, 2024, 2025, 2021], 2026, 2023)).toEqual([2026, 2024, 2023, 2021]);
    expect(seasonPickerYears([2026, 2025, 2024], 2026, 2024)).toEqual([2026, 2025, 2024]);
  });

  it('offers the current season alone when it is the only one', () => {
    expect(seasonPickerYears([2026], 2026, 2026)).toEqual([2026]);
  });

  it('offers at most four years however many seasons there are, always the current and the shown one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1990, max: 2100 }), { minLength: 1, maxLength: 60 }),
        fc.nat(),
        fc.nat(),
        (years, c, s) => {
          const current = years[c % years.length] ?? 0;
          const shown = years[s % years.length] ?? 0;
          const picked = seasonPickerYears(years, current, shown);
          expect(picked.length).toBeLessThanOrEqual(4);
          expect(picked).toContain(current);
          expect(picked).toContain(shown);
          expect([...picked].sort((a, b) => b - a)).toEqual(picked);
          expect(new Set(picked).size).toBe(picked.length);
        },
      ),
    );
  });
});
