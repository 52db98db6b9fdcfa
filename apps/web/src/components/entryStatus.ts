import type { EntryStatus, RestreamConsent, SeedSource } from '@pokered/core/schemas/signups';
import type { MyEntryAction } from '../api/myEntry';

/**
 * The words for an entry's status, a seed's source and a restream answer (rules §38, §39), the same on /register,
 * the personal home, /entrants and Admin → Entrants: shown as text, any colour beside them only repeats it.
 */
export const ENTRY_STATUS_LABEL: Record<EntryStatus, string> = {
  registered: 'Registered',
  waitlisted: 'Waitlisted',
  'checked-in': 'Checked in',
  missed: 'Missed check-in',
  withdrawn: 'Withdrawn',
  refused: 'Refused',
};

/** A badge colour repeating the status's words: green in, yellow waiting, grey out, red refused. */
export const ENTRY_STATUS_COLOR: Record<EntryStatus, string> = {
  registered: 'blue',
  waitlisted: 'yellow',
  'checked-in': 'green',
  missed: 'orange',
  withdrawn: 'gray',
  refused: 'red',
};

export const SEED_SOURCE_LABEL: Record<SeedSource, string> = {
  'last-season': "Last season's rank",
  racetime: 'racetime.gg leaderboard',
  claimed: 'Claimed personal best (unverified)',
  none: 'No source (drawn last)',
};

export const RESTREAM_CONSENT_LABEL: Record<RestreamConsent, string> = {
  yes: 'Yes',
  no: 'No',
  'clean-audio': 'Clean audio only',
};

/** "Waitlisted (#3)": the status with its waitlist place. */
export function entryStatusText(status: EntryStatus, position: number | null): string {
  const label = ENTRY_STATUS_LABEL[status];
  return status === 'waitlisted' && position !== null ? `${label} (#${String(position)})` : label;
}

/** The status card's sentence for each failed action (rules §21). */
export const ACTION_ERROR: Record<MyEntryAction, string> = {
  withdraw: 'Error withdrawing your entry.',
  'check-in': 'Error checking you in.',
  'accept-rules': 'Error recording that you accept the rules.',
};

/**
 * A status badge as written (not upper-cased), never cut short (a narrow table cell grows instead), its words in the
 * page's text colour: the tint behind them only repeats the status, and a tinted text fails contrast in light mode.
 */
export const STATUS_BADGE_STYLE = {
  textTransform: 'none',
  minWidth: 'max-content',
  color: 'var(--mantine-color-text)',
} as const;
