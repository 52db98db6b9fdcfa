import { describe, expect, it } from 'vitest';
import { playedAtOnRecording } from './playedEarly.ts';

const NOW = 1_800_000_000;

describe('playedAtOnRecording', () => {
  it('keeps the recording time of a race recorded before its planned start', () => {
    expect(playedAtOnRecording({ raceDateTime: NOW + 86_400, playedAt: null }, NOW)).toBe(NOW);
  });

  it('stores nothing for a race recorded at or after its start', () => {
    expect(playedAtOnRecording({ raceDateTime: NOW, playedAt: null }, NOW)).toBeNull();
    expect(playedAtOnRecording({ raceDateTime: NOW - 60, playedAt: null }, NOW)).toBeNull();
  });

  it('keeps the first recording time through a correction', () => {
    expect(playedAtOnRecording({ raceDateTime: NOW + 86_400, playedAt: NOW - 3600 }, NOW)).toBe(NOW - 3600);
  });
});
