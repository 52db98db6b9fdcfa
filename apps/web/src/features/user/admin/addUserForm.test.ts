import { describe, expect, it } from 'vitest';
import { EMPTY_ADD_USER, parseAddUser, userFormValues } from './addUserForm';

const base = { ...EMPTY_ADD_USER, discordUsername: 'misty', displayName: 'Misty' };

describe('parseAddUser: the racetime.gg account (rules §16)', () => {
  it('leaves an empty field out, which keeps the user link as it is', () => {
    const parsed = parseAddUser({ ...base, racetime: '  ' });
    // As sent: JSON leaves an undefined field out.
    const sent = parsed.ok ? (JSON.parse(JSON.stringify(parsed.body)) as Record<string, unknown>) : null;
    expect(sent).not.toBeNull();
    expect(sent).not.toHaveProperty('racetime');
  });

  it('sends a pasted profile URL as the id', () => {
    const parsed = parseAddUser({ ...base, racetime: 'https://racetime.gg/user/xldAMBlqvY3aOP57/misty' });
    expect(parsed.ok ? parsed.body.racetime : null).toBe('xldAMBlqvY3aOP57');
  });

  it('names the field when the text is no racetime.gg user', () => {
    const parsed = parseAddUser({ ...base, racetime: 'https://racetime.gg/pkmnredblue/room-1' });
    expect(parsed.ok ? null : parsed.errors.racetime).toMatch(/racetime.gg user/);
  });
});

describe('the Edit User form (rules §25)', () => {
  const stored = {
    _id: 'u1',
    discordUsername: 'misty',
    displayName: 'Misty',
    role: 'runner' as const,
    isAdmin: false,
    pronouns: null,
    country: 'FI',
    racetime: 'xldAMBlqvY3aOP57',
  };

  it('starts from the stored user, blanks for what is unset', () => {
    expect(userFormValues(stored)).toEqual({
      discordUsername: 'misty',
      displayName: 'Misty',
      pronouns: '',
      country: 'FI',
      role: 'runner',
      isAdmin: false,
      racetime: 'xldAMBlqvY3aOP57',
    });
  });

  it('unlinks the racetime.gg account when the field is emptied', () => {
    const parsed = parseAddUser({ ...userFormValues(stored), racetime: '' }, 'unlink');
    expect(parsed.ok ? parsed.body.racetime : 'not parsed').toBeNull();
  });
});
