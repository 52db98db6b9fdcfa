import { describe, expect, it } from 'vitest';
import {
  changeText,
  changeTone,
  pointSourcesText,
  previewCompleteMessage,
  previewSummary,
  recalibrationCompleteMessage,
} from './recalibrationView';

describe('recalibration view', () => {
  it('colours and words the change: gain, loss or no change', () => {
    expect([changeTone(5), changeTone(-3), changeTone(0)]).toEqual(['gain', 'loss', 'none']);
    expect([changeText(5), changeText(-3), changeText(0)]).toEqual(['+5', '−3', 'No change']);
  });

  it('lists the point sources in the scoring order, or says no points were earned', () => {
    expect(pointSourcesText({ 'Top 27': 40, 'Round picks': 15, 'Closest time': 100 })).toBe(
      'Round picks: 15, Top 27: 40, Closest time: 100',
    );
    expect(pointSourcesText({})).toBe('No points earned');
    expect(pointSourcesText({ 'Top 9': 0 })).toBe('No points earned');
  });

  it('summarises a preview and a finished recalibration with the spec sentences', () => {
    expect(previewSummary({ totalUsers: 12, usersWithChanges: 3 })).toBe(
      'Showing 3 users with changes out of 12 total users',
    );
    expect(previewSummary({ totalUsers: 12, usersWithChanges: 0 })).toBe('No point changes detected.');
    expect(previewCompleteMessage({ totalUsers: 12, usersWithChanges: 3 })).toBe(
      'Preview complete: 3 of 12 users will have point changes',
    );
    expect(recalibrationCompleteMessage({ totalUsers: 12, usersWithChanges: 3 })).toBe(
      'Recalibration complete: 3 of 12 users had point changes',
    );
  });
});
