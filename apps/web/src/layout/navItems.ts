import { paths } from '../urls';

/** One entry of the main navigation, shared by the desktop bar and the mobile menu. */
export type NavItem =
  | { kind: 'link'; label: string; to: string; end?: boolean }
  | { kind: 'races'; label: string; links: { label: string; to: string }[] }
  | { kind: 'external'; label: string; href: string };

export interface NavContext {
  isRunner: boolean;
  isAdmin: boolean;
  prizePoolUrl: string | null | undefined;
  /** The current season's sign-ups are open, or the caller may check in (issue 27): Register, beside Home. */
  signupsOpen?: boolean;
}

/** The navbar items, in order, for the current user. */
export function buildNavItems({ isRunner, isAdmin, prizePoolUrl, signupsOpen = false }: NavContext): NavItem[] {
  const raceLinks: { label: string; to: string }[] = [
    { label: 'Upcoming', to: paths.races.upcoming },
    { label: 'Past', to: paths.races.past },
    { label: 'Head to head', to: paths.h2h },
  ];
  if (isRunner) raceLinks.push({ label: 'Submit Race', to: paths.races.submit });

  const items: NavItem[] = [
    { kind: 'link', label: 'Home', to: paths.home, end: true },
    ...(signupsOpen ? [{ kind: 'link' as const, label: 'Register', to: paths.register }] : []),
    { kind: 'link', label: 'Info', to: paths.info },
    { kind: 'races', label: 'Races', links: raceLinks },
    { kind: 'link', label: 'Groups', to: paths.groups },
    { kind: 'link', label: 'Standings', to: paths.standings },
    { kind: 'link', label: 'Entrants', to: paths.entrants },
    { kind: 'link', label: 'Stats', to: paths.stats },
    { kind: 'link', label: 'Rules', to: paths.rules },
    { kind: 'link', label: 'Help', to: paths.help },
    { kind: 'link', label: 'Pickems', to: paths.pickems.root },
  ];
  if (prizePoolUrl) items.push({ kind: 'external', label: 'Prize Pool', href: prizePoolUrl });
  items.push({ kind: 'link', label: 'Hall of Fame', to: paths.hallOfFame });
  items.push({ kind: 'link', label: 'Seasons', to: paths.seasons });
  if (isAdmin) items.push({ kind: 'link', label: 'Admin', to: paths.admin.root });
  return items;
}
