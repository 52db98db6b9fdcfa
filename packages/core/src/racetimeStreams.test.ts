import { describe, expect, it } from 'vitest';
import { MAX_WATCH_CHANNELS, twitchChannelsOfRoom, twitchLoginOfEntrant } from './racetimeStreams.ts';

const entrant = (user: { twitch_name?: string | null; twitch_channel?: string | null }, status = 'in_progress') => ({
  user: { id: 'rtUser0001', name: 'Someone', ...user },
  status: { value: status },
});

describe('the Watch link channels of a racetime.gg room (rules §16)', () => {
  it('takes twitch_name, else the login of twitch_channel, lower-cased', () => {
    expect(twitchLoginOfEntrant({ twitch_name: 'Pallet_Ash' })).toBe('pallet_ash');
    expect(twitchLoginOfEntrant({ twitch_channel: 'https://www.twitch.tv/GaryOak' })).toBe('garyoak');
    expect(twitchLoginOfEntrant({ twitch_name: 'x', twitch_channel: 'https://twitch.tv/misty_w/' })).toBe('misty_w');
  });

  it('drops whatever is not a Twitch login', () => {
    for (const twitch_name of [
      'abc',
      'a'.repeat(26),
      'has space',
      '../../admin',
      'javascript:alert(1)',
      'ash\u202e',
      'émilie',
      '',
    ]) {
      expect(twitchLoginOfEntrant({ twitch_name }), twitch_name).toBeNull();
    }
    expect(twitchLoginOfEntrant({ twitch_channel: 'https://evil.example/ashketchum' })).toBeNull();
    expect(twitchLoginOfEntrant({ twitch_channel: 'https://www.twitch.tv/ash/videos' })).toBeNull();
    expect(twitchLoginOfEntrant({ twitch_name: null, twitch_channel: null })).toBeNull();
  });

  it('lists the room in its order, once each, without those who declined, at most six', () => {
    const room = {
      entrants: [
        entrant({ twitch_name: 'ash_ketchum' }, 'done'),
        entrant({ twitch_name: 'ASH_KETCHUM' }, 'dnf'),
        entrant({ twitch_name: 'brock_pewter' }, 'declined'),
        entrant({ twitch_name: null }),
        entrant({ twitch_name: 'gary_oak' }),
      ],
    };
    expect(twitchChannelsOfRoom(room)).toEqual(['ash_ketchum', 'gary_oak']);
    const crowd = { entrants: Array.from({ length: 20 }, (_, i) => entrant({ twitch_name: `runner_${String(i)}` })) };
    expect(twitchChannelsOfRoom(crowd)).toHaveLength(MAX_WATCH_CHANNELS);
  });
});
