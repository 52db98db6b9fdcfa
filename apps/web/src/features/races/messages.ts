/** The races pages' sentences, word for word from the rules (rules §19, §21). */
export const RACES_LOAD_ERROR = 'Error! Please try again later or contact @organizers on Discord';
export const PULL_OUT_ERROR = RACES_LOAD_ERROR;
export const COMMENTATE_ERROR = 'Could not sign you up to commentate.';
export const RESTREAM_ERROR = 'Error planning restream. Please try again later.';
export const CANCEL_RESTREAM_ERROR = 'Error canceling restream. Please try again later.';
export const NO_UPCOMING_RACES = 'No upcoming races';
export const NO_COMPLETED_RACES = 'No completed races for this round';
export const SUBMIT_ERROR = 'Something went wrong. Please refresh the page and try again.';
export const RACE_SCHEDULED =
  'A race has already been scheduled for this group. Contact @organizers if you have an issue.';
export const MOVE_ERROR = 'Could not move the race. Please try again later.';
export const RACE_STARTED_NO_MOVE = 'This race has started and can no longer be moved.';
export const ROOM_ERROR = 'Could not save the race room. Please try again later.';
export const ROOM_FORMAT_MESSAGE =
  'Paste the racetime.gg room: its URL (https://racetime.gg/pkmnredblue/clever-abra-1234) or category/slug.';
