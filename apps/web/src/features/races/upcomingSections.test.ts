import { describe, expect, it } from 'vitest';
import { buildRace } from '../../test/builders';
import { upcomingSections } from './upcomingSections';

const NOW_S = 1_900_000_000;
const NOW = NOW_S * 1000;

describe('upcomingSections', () => {
  it('lists future races first and started races without a result after them, not at the top', () => {
    const startedLongAgo = buildRace({ raceDateTime: NOW_S - 7200 });
    const startedJustNow = buildRace({ raceDateTime: NOW_S });
    const soon = buildRace({ raceDateTime: NOW_S + 60 });
    const later = buildRace({ raceDateTime: NOW_S + 3600 });
    const cancelledLater = buildRace({ raceDateTime: NOW_S + 1800, cancelled: true });
    const { upcoming, awaiting } = upcomingSections([later, startedJustNow, soon, cancelledLater, startedLongAgo], NOW);
    expect(upcoming).toEqual([soon, cancelledLater, later]);
    expect(awaiting).toEqual([startedLongAgo, startedJustNow]);
  });

  it('leaves out a cancelled race whose start has passed and any recorded race', () => {
    const cancelledPast = buildRace({ raceDateTime: NOW_S - 60, cancelled: true });
    const recordedEarly = buildRace({ raceDateTime: NOW_S + 600, completed: true });
    expect(upcomingSections([cancelledPast, recordedEarly], NOW)).toEqual({ upcoming: [], awaiting: [] });
  });
});
