import { describe, expect, it } from 'vitest';
import { defaultRacers, isLeftOut, leftOutQuestion, membersLeftOut, namesInWords } from './groupBooking.ts';

const ash = { _id: 'a', displayName: 'Ash' };
const red = { _id: 'r', displayName: 'Red' };
const misty = { _id: 'm', displayName: 'Misty' };

describe('defaultRacers', () => {
  it('fills racer 2 and racer 3 with the other members in pot order, whoever books', () => {
    expect(defaultRacers([ash, red, misty], 'a')).toEqual({ racer2: 'r', racer3: 'm' });
    expect(defaultRacers([ash, red, misty], 'm')).toEqual({ racer2: 'a', racer3: 'r' });
  });

  it('leaves racer 3 empty in a group of two', () => {
    expect(defaultRacers([ash, red], 'r')).toEqual({ racer2: 'a', racer3: '' });
  });
});

describe('membersLeftOut', () => {
  it('names the members not racing, in pot order; blank racers count as none', () => {
    expect(membersLeftOut([ash, red, misty], ['a', 'r', ''])).toEqual([misty]);
    expect(membersLeftOut([ash, red, misty], ['a', null, undefined])).toEqual([red, misty]);
    expect(membersLeftOut([ash, red, misty], ['m', 'a', 'r'])).toEqual([]);
  });
});

describe('isLeftOut', () => {
  it('is true only for a member of the group who is not a racer', () => {
    expect(isLeftOut(['a', 'r', 'm'], ['a', 'r', null], 'm')).toBe(true);
    expect(isLeftOut(['a', 'r', 'm'], ['a', 'r', null], 'a')).toBe(false);
    expect(isLeftOut(['a', 'r'], ['a', 'r'], 'x')).toBe(false);
  });
});

describe('leftOutQuestion', () => {
  it('asks nothing when everyone races', () => {
    expect(leftOutQuestion([])).toBeNull();
  });

  it('names who is left out', () => {
    expect(leftOutQuestion([misty])).toBe('Misty is in your group but not in this race. Book the race without Misty?');
    expect(leftOutQuestion([red, misty])).toBe(
      'Red and Misty are in your group but not in this race. Book the race without Red and Misty?',
    );
  });

  it('joins three names with commas and "and"', () => {
    expect(namesInWords(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
