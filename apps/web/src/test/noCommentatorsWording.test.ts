/**
 * A lint in test form (rules §29): one wording for "no commentators" everywhere, NO_COMMENTATORS of
 * packages/core/src/commentaryWording.ts. A view that spells out its own variant fails here.
 */
import { NO_COMMENTATORS } from '@pokered/core/commentaryWording';
import { describe, expect, it } from 'vitest';

const views = import.meta.glob<string>(['../**/*.tsx', '../**/*.ts', '!../**/*.test.tsx', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The variants seen before: "Commentators: none yet", "None yet", "No commentators yet.", "no commentator". */
const VARIANT =
  /Commentators:?['"`]?\s*(\{[^}]*\}\s*)?['"`]?none|['"`]none yet['"`]|['"`]None yet['"`]|no commentators? yet|['"`>]\s*no commentators?\b/i;

describe('one wording for no commentators', () => {
  it('finds the variants it is meant to catch', () => {
    expect(VARIANT.test(`text = race.completed ? 'none' : 'none yet';`)).toBe(true);
    expect(VARIANT.test(`empty="No commentators yet."`)).toBe(true);
    expect(VARIANT.test(`) : (\n 'None yet'\n )`)).toBe(true);
    expect(VARIANT.test(`<Text>No commentator signed up</Text>`)).toBe(true);
    expect(VARIANT.test(`<Text size="sm">{NO_COMMENTATORS}</Text>`)).toBe(false);
  });

  it('is said only through NO_COMMENTATORS in the web app', () => {
    const offenders = Object.entries(views)
      .filter(([, source]) => VARIANT.test(source))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
    expect(NO_COMMENTATORS).toBe('No commentators');
  });
});
