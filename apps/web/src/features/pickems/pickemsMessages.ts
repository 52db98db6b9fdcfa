/** The Pickems pages' sentences (rules §21), in one place so pages and tests agree. */
export const ONE_OFF_SUCCESS = 'Pickems submitted successfully.';
export const ONE_OFF_ERROR = 'Error submitting pickems. Please try again later.';
export const RUNNERS_ERROR = 'Error fetching runners.';
export const PICKEMS_DATA_ERROR = 'Error fetching your Pickems data.';
export const ROUND_PICKS_SUCCESS = 'Picks submitted successfully!';
export const ROUND_PICKS_ERROR = 'Failed to submit picks. Please try again.';
export const ALREADY_SUBMITTED = 'You have already submitted your picks for this round';
export const NO_GROUPS = 'Check back after the next group draw stream!';
export const LEADERBOARD_ERROR = 'Error fetching leaderboard';
export const NO_PLAYERS = 'No players available';
export const STATS_ERROR = 'Unable to load stats.';
