import { describe, expect, it } from 'vitest';
import { discordLoginUsername, discordUsernameSchema } from './users.ts';

describe('discordLoginUsername (rules §2, §11)', () => {
  it('keeps a valid username and folds upper case', () => {
    expect(discordLoginUsername('ash.ketchum_99')).toBe('ash.ketchum_99');
    expect(discordLoginUsername('Misty')).toBe('misty');
  });

  it('refuses what the username rule refuses, forgiving nothing', () => {
    for (const bad of [
      'a',
      'x'.repeat(33),
      'x'.repeat(64),
      'has space',
      ' ash',
      'ash ',
      'evil\u202Eadmin',
      'émile',
      'a-b',
      '',
    ]) {
      expect(discordLoginUsername(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('agrees with the form schema on trimmed input', () => {
    expect(discordUsernameSchema.parse('  Brock ')).toBe('brock');
    expect(discordLoginUsername('brock')).toBe('brock');
  });
});
