import { describe, expect, it } from 'vitest';
import { restreamRequest, TWITCH_CHANNEL_ERROR, twitchLoginOf } from './races.ts';

const channelOf = (restreamChannel: string) => restreamRequest.safeParse({ restreamChannel });

describe('restream channel (rules §6)', () => {
  it('takes a bare login, trimmed and lower-cased', () => {
    expect(channelOf('  PokeRed_Live ').data).toEqual({ restreamChannel: 'pokered_live' });
  });

  it.each([
    'https://www.twitch.tv/PokeRed_Live',
    'https://www.twitch.tv/PokeRed_Live/',
    'http://twitch.tv/PokeRed_Live',
    'twitch.tv/PokeRed_Live',
    'twitch.tv/PokeRed_Live/',
    'www.twitch.tv/pokered_live',
    'https://m.twitch.tv/pokered_live',
    ' HTTPS://WWW.TWITCH.TV/pokered_live ',
  ])('takes the login from the link %s', (link) => {
    expect(channelOf(link).data).toEqual({ restreamChannel: 'pokered_live' });
  });

  it.each([
    'abc',
    'a'.repeat(26),
    'has space',
    'twitch.tv/',
    'twitch.tv/abc',
    'https://www.twitch.tv/pokered_live/videos',
    'https://www.twitch.tv/pokered_live?ref=x',
    'https://evil.example/twitch.tv/pokered_live',
    'https://twitch.tv.evil.example/pokered_live',
    'youtube.com/pokered_live',
  ])('refuses %s', (channel) => {
    const parsed = channelOf(channel);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(TWITCH_CHANNEL_ERROR);
  });

  it('refuses control characters before reading a link', () => {
    const parsed = channelOf('twitch.tv/pokered\u0000live');
    expect(parsed.success).toBe(false);
  });

  it('leaves a field that is no link as it is', () => {
    expect(twitchLoginOf('pokered_live')).toBe('pokered_live');
    expect(twitchLoginOf('twitch.tv/pokered_live/')).toBe('pokered_live');
  });
});
