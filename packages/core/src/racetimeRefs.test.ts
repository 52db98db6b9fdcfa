import { describe, expect, it } from 'vitest';
import { normaliseRoom, parseRacetimeUserRef, parseRoomRef } from './racetimeRefs.ts';

describe('parseRoomRef / normaliseRoom (rules §16)', () => {
  it('takes category/slug and the room URL in its usual shapes', () => {
    for (const input of [
      'pkmnredblue/clever-abra-1234',
      ' pkmnredblue/clever-abra-1234 ',
      'https://racetime.gg/pkmnredblue/clever-abra-1234',
      'https://racetime.gg/pkmnredblue/clever-abra-1234/',
      'https://racetime.gg/pkmnredblue/clever-abra-1234/data',
      'https://racetime.gg/pkmnredblue/clever-abra-1234.json',
      'racetime.gg/pkmnredblue/clever-abra-1234',
      'HTTPS://RACETIME.GG/PkmnRedBlue/Clever-Abra-1234',
      '/pkmnredblue/clever-abra-1234',
    ])
      expect(normaliseRoom(input), input).toBe('pkmnredblue/clever-abra-1234');
    expect(parseRoomRef('oot/odd-link-0042')).toEqual({ category: 'oot', slug: 'odd-link-0042' });
  });

  it('refuses what names no room', () => {
    for (const input of [
      '',
      'pkmnredblue',
      'pkmnredblue/',
      'a/b/c',
      'user/xldAMBlqvY3aOP57',
      'https://racetime.gg/user/xldAMBlqvY3aOP57',
      'ftp://racetime.gg/pkmnredblue/clever-abra-1234',
      'javascript:alert(1)',
      'pkmnredblue/clever abra',
      'pkmnredblue/../etc',
      'pkmnredblue/clever-abra-1234?x=1/2',
      `pkmnredblue/${'a'.repeat(300)}`,
      'https://',
    ])
      expect(normaliseRoom(input), input).toBeNull();
  });
});

describe('parseRacetimeUserRef (rules §16)', () => {
  it('takes an id or a user page URL, keeping the id as racetime.gg spells it', () => {
    expect(parseRacetimeUserRef('xldAMBlqvY3aOP57')).toBe('xldAMBlqvY3aOP57');
    expect(parseRacetimeUserRef(' https://racetime.gg/user/xldAMBlqvY3aOP57 ')).toBe('xldAMBlqvY3aOP57');
    expect(parseRacetimeUserRef('https://racetime.gg/user/xldAMBlqvY3aOP57/some-name')).toBe('xldAMBlqvY3aOP57');
    expect(parseRacetimeUserRef('https://racetime.gg/user/xldAMBlqvY3aOP57/')).toBe('xldAMBlqvY3aOP57');
  });

  it('refuses anything else', () => {
    for (const input of [
      '',
      'abc',
      'xld-AMBlq',
      'https://racetime.gg/pkmnredblue/clever-abra-1234',
      'https://racetime.gg/user/',
      'https://racetime.gg/user/xldAMBlqvY3aOP57/a/b',
      'mailto:xldAMBlqvY3aOP57',
      'x'.repeat(40),
    ])
      expect(parseRacetimeUserRef(input), input).toBeNull();
  });
});
