import { describe, expect, it } from 'vitest';
import { foldContentLines } from './icalendarFold.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('RFC 5545 line folding', () => {
  it('leaves lines of up to 74 octets alone', () => {
    const line = `SUMMARY:${'a'.repeat(66)}`;
    expect(octets(line)).toBe(74);
    expect(foldContentLines(`${line}\r\nEND:VEVENT`)).toBe(`${line}\r\nEND:VEVENT`);
  });

  it('folds a long ASCII line every 74 octets, continuations after one space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldContentLines(line).split('\r\n');
    expect(folded.map((part) => octets(part))).toEqual([74, 75, 65]);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('counts octets, not characters, and never splits a character', () => {
    // 'é' is 2 octets, '🎮' 4 (a surrogate pair in UTF-16).
    const line = `SUMMARY:Round 1: ${'Pokémon 🎮 '.repeat(12)}`;
    const folded = foldContentLines(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    for (const [index, part] of folded.entries()) {
      expect(octets(index === 0 ? part : part.slice(1))).toBeLessThanOrEqual(74);
      expect(part).not.toMatch(/[\ud800-\udbff]$|^ ?[\udc00-\udfff]/);
    }
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});
