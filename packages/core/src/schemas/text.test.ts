import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { FORBIDDEN_CHARACTERS_MESSAGE, hasForbiddenCharacters, safeText } from './text.ts';

const forbiddenCodes = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  0x7f,
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
];

/** Strings mixing forbidden characters, their neighbours and ordinary text (fast-check's full-Unicode strings are slow). */
const textAroundTheRanges = fc
  .array(
    fc.oneof(
      fc.constantFrom(...forbiddenCodes),
      fc.integer({ min: 0, max: 0x2100 }),
      fc.integer({ min: 0x2020, max: 0x2070 }),
      fc.integer({ min: 0xd800, max: 0xffff }),
    ),
    { maxLength: 20 },
  )
  .map((codes) => String.fromCharCode(...codes));

describe('safeText (rules §1)', () => {
  it.each(forbiddenCodes.map((code) => [`U+${code.toString(16).padStart(4, '0')}`, code] as const))(
    'refuses %s anywhere in the string',
    (_label, code) => {
      const character = String.fromCharCode(code);
      for (const text of [character, `a${character}`, `${character}b`, `a${character}b`]) {
        expect(hasForbiddenCharacters(text)).toBe(true);
        const parsed = safeText.safeParse(text);
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues[0]?.message).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
      }
    },
  );

  it('accepts the characters next to the forbidden ranges, accents, emoji and right-to-left letters', () => {
    for (const text of [
      '',
      ' ',
      '~',
      '\u0080',
      '\u00a0',
      '\u2029',
      '\u202f',
      '\u2065',
      '\u206a',
      'Émilie',
      '🥇 Ash',
      'مرحبا',
      'שלום',
    ]) {
      expect(hasForbiddenCharacters(text)).toBe(false);
      expect(safeText.parse(text)).toBe(text);
    }
  });

  it('agrees with a code-point check on any string', () => {
    const forbidden = new Set(forbiddenCodes);
    fc.assert(
      fc.property(textAroundTheRanges, (text) => {
        // Code units are enough: every forbidden character is a single UTF-16 unit.
        const expected = Array.from({ length: text.length }, (_, i) => text.charCodeAt(i)).some((code) =>
          forbidden.has(code),
        );
        return hasForbiddenCharacters(text) === expected && safeText.safeParse(text).success === !expected;
      }),
    );
  });

  it('checks the string as sent, before a trim chained after it', () => {
    const name = safeText.trim().min(1).max(5);
    expect(name.parse('  Ash  ')).toBe('Ash');
    expect(name.safeParse('Ash\n').success).toBe(false);
    expect(name.safeParse('\tAsh').success).toBe(false);
  });

  it('keeps a format chained after it', () => {
    const id = safeText.check(z.uuid({ error: 'must be a valid id' }));
    expect(id.safeParse('6c1f1a3e-3b0b-4f0e-9a0e-1f2b3c4d5e6f').success).toBe(true);
    expect(id.safeParse('not-an-id').error?.issues[0]?.message).toBe('must be a valid id');
    expect(id.safeParse('\u0000').error?.issues[0]?.message).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
  });
});
