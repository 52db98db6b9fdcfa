import type { AdminEntry, EntryAction, EntryStatus } from '@pokered/core/schemas/signups';

/** An admin's actions on an entry (rules §38), with the words of their button, question and outcome. */
export const ACTION_COPY: Record<
  EntryAction,
  { button: string; question: (name: string) => string; note: string; needsReason: boolean; destructive: boolean }
> = {
  refuse: {
    button: 'Refuse',
    question: (name) => `Refuse ${name}'s entry?`,
    note: 'They are taken off the list and told the reason on their sign-up page; the first waitlisted runner moves up.',
    needsReason: true,
    destructive: true,
  },
  block: {
    button: 'Block',
    question: (name) => `Block ${name}?`,
    note: 'Their entry is refused and they cannot enter again until unblocked; they see the reason.',
    needsReason: true,
    destructive: true,
  },
  unblock: {
    button: 'Unblock',
    question: (name) => `Unblock ${name}?`,
    note: 'They may enter again while sign-ups are open; their refused entry stays refused.',
    needsReason: false,
    destructive: false,
  },
  promote: {
    button: 'Promote',
    question: (name) => `Promote ${name} from the waitlist?`,
    note: 'They are registered now, even past the cap, and told on their personal home and in the announcements channel.',
    needsReason: false,
    destructive: false,
  },
  readmit: {
    button: 'Re-admit',
    question: (name) => `Re-admit ${name}?`,
    note: 'They are registered again and will be drawn if they check in (or are checked in once check-in closed).',
    needsReason: false,
    destructive: false,
  },
  withdraw: {
    button: 'Withdraw',
    question: (name) => `Withdraw ${name}?`,
    note: 'They leave the season; the first waitlisted runner moves up.',
    needsReason: false,
    destructive: true,
  },
};

const BY_STATUS: Record<EntryStatus, EntryAction[]> = {
  registered: ['withdraw', 'refuse'],
  'checked-in': ['withdraw', 'refuse'],
  waitlisted: ['promote', 'withdraw', 'refuse'],
  missed: ['readmit', 'withdraw', 'refuse'],
  withdrawn: ['readmit'],
  refused: ['readmit'],
};

/** The actions an entry offers: by its status, then block or unblock by the account's state. */
export function actionsFor(entry: Pick<AdminEntry, 'status' | 'blocked'>): EntryAction[] {
  return [...BY_STATUS[entry.status], entry.blocked ? 'unblock' : 'block'];
}

/** The page's filters: a status ("all", or one), and a name or username typed in part. */
export interface EntryFilter {
  status: EntryStatus | 'all' | 'blocked';
  text: string;
}

export function filterEntries(entries: readonly AdminEntry[], filter: EntryFilter): AdminEntry[] {
  const text = filter.text.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (filter.status === 'all' || (filter.status === 'blocked' ? entry.blocked : entry.status === filter.status)) &&
      (text === '' ||
        entry.displayName.toLowerCase().includes(text) ||
        entry.discordUsername.toLowerCase().includes(text)),
  );
}
