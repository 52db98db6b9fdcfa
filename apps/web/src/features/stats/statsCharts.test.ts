import { describe, expect, it } from 'vitest';
import { gapText, timeGapBars } from './statsCharts';

describe('timeGapBars', () => {
  it('makes the fastest a zero bar labelled fastest and the others their gap in HH:MM:SS', () => {
    const bars = timeGapBars([
      { key: 'a', label: 'A', ms: 7_000_000 },
      { key: 'b', label: 'B', ms: 6_900_000 },
    ]);
    expect(bars).toEqual([
      { key: 'a', label: 'A', value: 100_000, texts: ['01:56:40', '+00:01:40'] },
      { key: 'b', label: 'B', value: 0, texts: ['01:55:00', 'fastest'], note: 'fastest' },
    ]);
  });

  it('labels every tied fastest time', () => {
    const bars = timeGapBars([
      { key: 'a', label: 'A', ms: 5 },
      { key: 'b', label: 'B', ms: 5 },
    ]);
    expect(bars.map((bar) => bar.note)).toEqual(['fastest', 'fastest']);
  });

  it('writes a gap with a plus sign', () => {
    expect(gapText(3_723_000)).toBe('+01:02:03');
    expect(gapText(0)).toBe('fastest');
  });
});
