import { describe, expect, it } from 'vitest';
import {
  discordMessage,
  DISCORD_CONTENT_LIMIT,
  defuseLinks,
  escapeDiscord,
  maskWebhook,
  notificationBackoffMs,
  parseWebhookUrl,
} from './discordNotifications.ts';
import type { RaceFacts } from './notificationFacts.ts';

const race: RaceFacts = { raceId: 'r-1', round: 'Round 2', racers: ['Ash', 'Gary_Oak'], raceDateTime: 1_800_000_000 };
const SITE = 'https://race.example/';

describe('discordMessage (rules §15)', () => {
  it('names the round, the racers, a Discord timestamp and the race page, and pings nobody', () => {
    const message = discordMessage({ event: 'race-scheduled', race }, SITE);
    expect(message.allowed_mentions).toEqual({ parse: [] });
    expect(message.content).toContain('**Round 2**');
    expect(message.content).toContain('Ash vs Gary\\_Oak');
    expect(message.content).toContain('<t:1800000000:F>');
    expect(message.content).toContain('https://race.example/races/r-1');
  });

  it('says what moved, and lists placings of a corrected result', () => {
    expect(discordMessage({ event: 'race-moved', race, previous: 1_799_990_000 }, SITE).content).toMatch(
      /moved from <t:1799990000:F>/,
    );
    const result = discordMessage(
      { event: 'result-recorded', race, placings: ['Ash (1:50:00.000)', 'Gary_Oak (DNF)'], corrected: true },
      SITE,
    ).content;
    expect(result).toMatch(/Result corrected/);
    expect(result).toContain('1. Ash (1:50:00.000)\n2. Gary\\_Oak (DNF)');
  });

  it("lists the new round's groups, or says they are not drawn yet", () => {
    expect(
      discordMessage({ event: 'round-ended', round: 'Round 1', next: 'Round 2', groups: [['A', 'B']] }, SITE).content,
    ).toContain('Group 1: A, B');
    expect(
      discordMessage({ event: 'round-ended', round: 'Round 1', next: 'Round 2', groups: [] }, SITE).content,
    ).toContain('not drawn yet');
  });

  it('announces sign-ups opening and closing, and a runner moved up from the waitlist (rules §38)', () => {
    const open = discordMessage({ event: 'signups-open', year: 2027, closesAt: 1_800_000_000 }, SITE).content;
    expect(open).toContain('Sign-ups for the 2027 season are open until <t:1800000000:F>');
    expect(open).toContain('https://race.example/register');
    expect(discordMessage({ event: 'signups-open', year: 2027, closesAt: null }, SITE).content).toMatch(/open\.\n/);
    expect(discordMessage({ event: 'signups-closing', year: 2027, closesAt: 1_800_000_000 }, SITE).content).toContain(
      'close <t:1800000000:F>',
    );
    expect(discordMessage({ event: 'waitlist-promoted', year: 2027, runner: 'Gary_Oak' }, SITE).content).toContain(
      'Gary\\_Oak moved up from the waitlist into the 2027 season',
    );
  });

  it('escapes @everyone and never exceeds 2,000 characters', () => {
    expect(escapeDiscord('@everyone')).toBe('\\@everyone');
    const long = discordMessage({ event: 'commentator-left', race, commentator: 'x'.repeat(5000) }, SITE);
    expect(long.content.length).toBe(DISCORD_CONTENT_LIMIT);
  });
});

describe('links in names (rules §26)', () => {
  it('defuses invites and URLs in every name, and asks Discord for no embeds', () => {
    const message = discordMessage(
      {
        event: 'race-scheduled',
        race: { ...race, racers: ['discord.gg/abcdefgh', 'https://evil.example/free-nitro'] },
      },
      SITE,
    );
    expect(message.flags).toBe(4);
    expect(message.content).not.toMatch(/discord\.gg\/|https:\/\/evil|evil\.example/);
    expect(message.content.replace(/\u200b/g, '')).toContain('discord.gg/abcdefgh vs https://evil.example/free-nitro');
    expect(message.content).toContain('https://race.example/races/r-1');
  });

  it('leaves a time alone', () => {
    expect(defuseLinks('Ash (1:50:00.000)')).toBe('Ash (1:50:00.000)');
    expect(defuseLinks('discord.com/invite/x')).toBe('discord\u200b.com\u200b/invite\u200b/x');
  });
});

describe('parseWebhookUrl', () => {
  const origins = ['https://discord.com'];
  it('takes a webhook URL of an allowed origin only', () => {
    expect(parseWebhookUrl('https://discord.com/api/webhooks/123/abc_DEF-9', origins)).toEqual({
      id: '123',
      token: 'abc_DEF-9',
    });
    expect(parseWebhookUrl('https://discord.com/api/v10/webhooks/123/abc', origins)).toEqual({
      id: '123',
      token: 'abc',
    });
    for (const bad of [
      'http://discord.com/api/webhooks/123/abc',
      'https://discord.com.evil/api/webhooks/123/abc',
      'https://discord.com/api/webhooks/x/abc',
      'https://discord.com/api/webhooks/123/abc?wait=true',
      'https://discord.com/api/webhooks/123/abc/slack',
      'nonsense',
    ])
      expect(parseWebhookUrl(bad, origins), bad).toBeNull();
  });
  it('masks a token to its last 4 characters', () => {
    expect(maskWebhook('abcdefgh')).toBe('efgh');
  });
});

describe('notificationBackoffMs', () => {
  it('doubles from 5 s and stops at one hour', () => {
    expect([1, 2, 3].map(notificationBackoffMs)).toEqual([5_000, 10_000, 20_000]);
    expect(notificationBackoffMs(30)).toBe(3_600_000);
  });
});
