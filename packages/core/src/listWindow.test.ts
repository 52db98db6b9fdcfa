import { describe, expect, it } from 'vitest';
import { hiddenCount, listWindow, WINDOW_MIN_HIDDEN, WINDOW_TOP } from './listWindow.ts';

describe('listWindow (rules §32)', () => {
  it('draws a short list whole', () => {
    expect(listWindow(WINDOW_TOP + WINDOW_MIN_HIDDEN - 1)).toEqual([
      { kind: 'rows', from: 0, to: WINDOW_TOP + WINDOW_MIN_HIDDEN - 1 },
    ]);
    expect(listWindow(0)).toEqual([]);
  });

  it('draws the top and marks the rest as one gap', () => {
    expect(listWindow(100)).toEqual([
      { kind: 'rows', from: 0, to: WINDOW_TOP },
      { kind: 'gap', from: WINDOW_TOP, to: 100 },
    ]);
  });

  it('draws the rows around the cut line and the own row, each with its neighbours', () => {
    const parts = listWindow(200, { anchors: [59, 150], top: 10, around: 2 });
    expect(parts).toEqual([
      { kind: 'rows', from: 0, to: 10 },
      { kind: 'gap', from: 10, to: 57 },
      { kind: 'rows', from: 57, to: 62 },
      { kind: 'gap', from: 62, to: 148 },
      { kind: 'rows', from: 148, to: 153 },
      { kind: 'gap', from: 153, to: 200 },
    ]);
    expect(hiddenCount(parts)).toBe(200 - 20);
  });

  it('draws a short run between two drawn ones instead of a gap', () => {
    expect(listWindow(100, { anchors: [14], top: 10, around: 2 })).toEqual([
      { kind: 'rows', from: 0, to: 17 },
      { kind: 'gap', from: 17, to: 100 },
    ]);
  });

  it('ignores anchors out of range, such as -1 for no own row', () => {
    expect(listWindow(50, { anchors: [-1, 50, 1.5], top: 10 })).toEqual([
      { kind: 'rows', from: 0, to: 10 },
      { kind: 'gap', from: 10, to: 50 },
    ]);
  });

  it('draws every row once revealed', () => {
    expect(listWindow(100, { anchors: [80] }, true)).toEqual([{ kind: 'rows', from: 0, to: 100 }]);
  });

  it('covers every row exactly once, in order, whatever the anchors', () => {
    for (const total of [1, 7, 31, 64, 333]) {
      const cases: number[][] = [[], [0], [total - 1], [3, total - 3], [total >> 1]];
      for (const anchors of cases) {
        const parts = listWindow(total, { anchors, top: 8 });
        expect(parts[0]?.from).toBe(0);
        expect(parts.at(-1)?.to).toBe(total);
        parts.forEach((part, index) => {
          expect(part.to).toBeGreaterThan(part.from);
          if (index > 0) expect(part.from).toBe(parts[index - 1]?.to);
          if (index > 0) expect(part.kind).not.toBe(parts[index - 1]?.kind);
        });
        for (const anchor of anchors.filter((index) => index >= 0 && index < total)) {
          expect(parts.find((part) => part.from <= anchor && anchor < part.to)?.kind).toBe('rows');
        }
      }
    }
  });
});
