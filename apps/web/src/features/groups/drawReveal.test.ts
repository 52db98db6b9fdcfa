import { describe, expect, it } from 'vitest';
import { nameLookup, revealStepForKey, stepRevealed } from './drawReveal';

const key = (
  name: string,
  targetTag = 'BODY',
  mods: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {},
) => revealStepForKey({ key: name, targetTag, altKey: false, ctrlKey: false, metaKey: false, ...mods });

describe('the draw reveal', () => {
  it('steps forward on Space and →, back on ← and Backspace, and leaves other keys alone', () => {
    expect([key(' '), key('ArrowRight'), key('ArrowLeft'), key('Backspace'), key('Enter'), key('a')]).toEqual([
      1, 1, -1, -1, 0, 0,
    ]);
  });

  it('leaves a focused field its keys, a focused button its Space, and shortcuts with modifiers to the browser', () => {
    expect(key(' ', 'INPUT')).toBe(0);
    expect(key('Backspace', 'TEXTAREA')).toBe(0);
    expect(key(' ', 'BUTTON')).toBe(0);
    expect(key('ArrowRight', 'BUTTON')).toBe(1);
    expect(key('ArrowLeft', 'BODY', { altKey: true })).toBe(0);
    expect(key('ArrowRight', 'BODY', { metaKey: true })).toBe(0);
  });

  it('keeps the revealed count between none and all', () => {
    expect(stepRevealed(0, -1, 3)).toBe(0);
    expect(stepRevealed(2, 1, 3)).toBe(3);
    expect(stepRevealed(3, 1, 3)).toBe(3);
    expect(stepRevealed(3, -1, 3)).toBe(2);
  });

  it('names runners by id, and an unknown one as such', () => {
    const nameOf = nameLookup([{ _id: 'a', displayName: 'Ash' }]);
    expect([nameOf('a'), nameOf('b')]).toEqual(['Ash', 'Unknown runner']);
    expect(nameLookup(undefined)('a')).toBe('Unknown runner');
  });
});
