/**
 * THE one map of every URL the web app uses: its own routes (`paths`, `routePatterns`),
 * the server's API and auth endpoints (`api`) and external sites (`external`).
 * Nothing else in the app spells out a URL: import from here.
 */

const enc = encodeURIComponent;

/** A season's pages (rules §36): the part of `/seasons/{year}/…` after the year. */
export type SeasonSection = 'standings' | 'bracket' | 'groups' | 'races' | 'stats' | 'pickems' | 'pickems/stats';

/** Links to pages of this app. Functions take raw ids; they are URL-encoded here. */
export const paths = {
  home: '/',
  info: '/info',
  standings: '/standings',
  hallOfFame: '/hall-of-fame',
  groups: '/groups',
  rules: '/rules',
  help: '/help',
  stats: '/stats',
  /** Two runners' head-to-head record (rules §30); the choice lives in the query so a record can be shared. */
  h2h: '/h2h',
  /** The page with these runners chosen (either may be left out). */
  h2hOf: (a: string | null, b: string | null) => {
    const query = new URLSearchParams();
    if (a) query.set('a', a);
    if (b) query.set('b', b);
    return query.size > 0 ? `/h2h?${query.toString()}` : '/h2h';
  },
  /** The playoff bracket (rules §17): Quarterfinals to the champion. */
  bracket: '/bracket',
  /** Every season with its champion, and the years before the site (rules §36). */
  seasons: '/seasons',
  /**
   * A past season's page (rules §36); the current season's are today's pages. `':year'` gives the route pattern
   * (each section's pattern is spelt once, here, and not kept in `routePatterns`: the URL map is in every page's load).
   */
  seasonPage: (year: number | ':year', section: SeasonSection) => `/seasons/${String(year)}/${section}`,
  /** Confirmed group draws (rules §13), newest first. */
  draws: '/draws',
  /** Entering the current season yourself (issue 27): the checklist, the answers, then your entry's status. */
  register: '/register',
  /** The current season's entrants: status, seed and its source. */
  entrants: '/entrants',
  /** A confirmed draw revealed group by group; `overlay` gives the transparent streaming view. */
  drawDetail: (drawId: string, overlay = false) => `/draws/${enc(drawId)}${overlay ? '?overlay=1' : ''}`,
  admin: {
    root: '/admin',
    recordResults: '/admin/races/record',
    addUser: '/admin/users/add',
    cancelRaces: '/admin/races/upcoming/edit',
    endRound: '/admin/round/end',
    createGroups: '/admin/groups/add',
    /** Draw a whole round's groups (rules §13). */
    drawGroups: '/admin/groups/draw',
    /** Pickems recalibration preview ('Preview Pickems Recalibration'). */
    recalibratePickems: '/admin/pickems/recalibrate',
    audit: '/admin/audit',
    /** Link historic hall-of-fame places to their users ('Hall of Fame Links'). */
    hallOfFameLinks: '/admin/hall-of-fame/links',
    notifications: '/admin/notifications',
    /** The seasons: the current one's schedule, prize split and racetime.gg room (rules §33). */
    seasons: '/admin/seasons',
    /** Every runner with Withdraw / Reinstate (rules §8). */
    runners: '/admin/runners',
    /** People imported from the earlier site and whom they are on this site (rules §40). */
    importedPeople: '/admin/imported-people',
    /** The current season's sign-ups: refuse, block, promote, re-admit; the seeding (issue 27). */
    entrants: '/admin/entrants',
    /** Edit an existing user (rules §25); Add User links here when the username is taken. */
    editUser: (discordUsername: string) => `/admin/users/${enc(discordUsername)}/edit`,
  },
  races: {
    root: '/races',
    upcoming: '/races/upcoming',
    past: '/races/past',
    submit: '/races/submit',
    detail: (raceId: string) => `/races/${enc(raceId)}`,
  },
  user: {
    root: '/user',
    profile: '/user/profile',
    settings: '/user/settings',
    byUsername: (discordUsername: string) => `/user/${enc(discordUsername)}`,
  },
  pickems: {
    root: '/pickems',
    firstVisit: '/pickems/first-visit',
    admin: '/pickems/admin',
    leaderboard: '/pickems/leaderboard',
    submit: '/pickems/submit',
    picks: '/pickems/picks',
    stats: '/pickems/stats',
  },
} as const;

/** Route patterns with parameters, for the route table and `useParams`. */
export const routePatterns = {
  raceDetail: '/races/:id',
  userByUsername: '/user/:discordUsername',
  drawDetail: '/draws/:id',
  adminEditUser: '/admin/users/:discordUsername/edit',
  /** A past season's pages (rules §36): each section is `paths.seasonPage(':year', section)`. */
  season: '/seasons/:year',
} as const;

/** Server endpoints. Auth lives at the host root; everything else under /api. */
export const api = {
  // Auth (host root, not under /api)
  authStatus: '/auth-status',
  login: '/login',
  logout: '/logout',

  config: '/api/config',
  /** GET (public): the current season's schedule, prize pool link and split, racetime.gg room (rules §33). */
  seasonSettings: '/api/season/settings',
  /** GET (public): every season, newest first; `{seasons}/{year}/entrants`, a season's runners (rules §34). */
  seasons: '/api/seasons',
  /** GET (public) `?season={year}`: the season picker's few years around that season, and the count of all (§36). */
  seasonPicker: '/api/seasons/picker',

  // Users
  runners: '/api/runners/',
  user: (discordUsername: string) => `/api/user/${enc(discordUsername)}`,
  myProfile: '/api/user/profile/me',
  /** GET: two runners' head-to-head record (rules §30). */
  h2h: (a: string, b: string) => `/api/h2h?a=${enc(a)}&b=${enc(b)}`,
  /** GET (logged in): the personal home, what the caller has to do next (rules §19). */
  home: '/api/home',
  settings: {
    displayName: '/api/user/displayName',
    pronouns: '/api/user/pronouns',
    country: '/api/user/country',
    /** POST {racetime}: link the caller's racetime.gg account; null unlinks (rules §16). */
    racetime: '/api/user/racetime',
  },

  // Admin
  admin: {
    addUser: '/api/admin/add-user',
    /** POST (admin): forget a user's Discord id, so that their next login binds again (rules §2). */
    unbindDiscord: (userId: string) => `/api/admin/users/${enc(userId)}/unbind-discord`,
    recalibratePickems: '/api/admin/recalibrate-pickems',
    recalibratePickemsPreview: '/api/admin/recalibrate-pickems-preview',
    /** GET (admin): the audit log, `?action=&actor=&from=&to=&page=`. */
    audit: '/api/admin/audit',
    /** GET (admin): historic hall-of-fame places and their linked users; POST: link one. */
    hallOfFameLinks: '/api/admin/hall-of-fame-links',
    /** GET/PUT (admin): the Discord webhook of each channel and the last deliveries (rules §15). */
    notifications: '/api/admin/notifications',
    /** PATCH (admin): change a season's settings (rules §33). */
    season: (year: number) => `/api/admin/seasons/${String(year)}`,
    /**
     * POST (admin) {year}: start the next season once the current one is completed; `{seasons}/{year}/entrants`
     * {userIds}: enter runners in a season (rules §34).
     */
    seasons: '/api/admin/seasons',
    /** GET (admin): imported people; `/{id}/confirm` {userId | discordUsername} and `/{id}/keep-apart` (rules §40). */
    importedPeople: '/api/admin/imported-people',
    confirmImportedPerson: (id: string) => `/api/admin/imported-people/${enc(id)}/confirm`,
    keepImportedPersonApart: (id: string) => `/api/admin/imported-people/${enc(id)}/keep-apart`,
    /** POST (admin) {channel}: queue a test message. */
    notificationsTest: '/api/admin/notifications/test',
    /** POST (admin): unlink one. */
    hallOfFameUnlink: '/api/admin/hall-of-fame-links/unlink',
    /** GET (admin): the current round's groups, their race states, ungrouped runners, and whether it may end. */
    roundChecklist: '/api/admin/round-checklist',
    /** POST (admin): withdraw a runner from the tournament / reinstate them (rules §8). */
    withdraw: (userId: string) => `/api/admin/users/${enc(userId)}/withdraw`,
    reinstate: (userId: string) => `/api/admin/users/${enc(userId)}/reinstate`,
    /** GET (admin): the Edit User form's fields (rules §25). */
    user: (discordUsername: string) => `/api/admin/users/${enc(discordUsername)}`,
    /** POST (admin): change an existing user, found by username (rules §25). */
    editUser: '/api/admin/edit-user',
    /** POST (admin): a draft draw of the current round (rules §13). */
    drawCreate: '/api/admin/draws',
    /** PUT (admin): the draft's groups edited by hand; DELETE: drop the draft. */
    draw: (drawId: string) => `/api/admin/draws/${enc(drawId)}`,
    /** POST (admin): create the draft's groups and reveal the seed. */
    drawConfirm: (drawId: string) => `/api/admin/draws/${enc(drawId)}/confirm`,
    /** POST (admin) {channel?}: drop the waiting Discord messages (rules §26). */
    notificationsDropPending: '/api/admin/notifications/drop-pending',
    /** POST (admin): book, move or fix a group's race (rules §23). */
    groupRace: (groupId: string) => `/api/admin/groups/${enc(groupId)}/race`,
  },

  // Races
  races: {
    /** GET: the current round's not-completed races (upcoming list). */
    list: '/api/races',
    submit: '/api/races/submit',
    readyToComplete: '/api/races/ready-to-complete',
    completed: '/api/races/completed',
    detail: (raceId: string) => `/api/races/${enc(raceId)}`,
    commentate: (raceId: string) => `/api/races/${enc(raceId)}/commentator`,
    removeCommentator: (raceId: string) => `/api/races/${enc(raceId)}/remove-commentator`,
    complete: (raceId: string) => `/api/races/${enc(raceId)}/complete`,
    cancel: (raceId: string) => `/api/races/${enc(raceId)}/cancel`,
    uncancel: (raceId: string) => `/api/races/${enc(raceId)}/uncancel`,
    restream: (raceId: string) => `/api/races/${enc(raceId)}/restream`,
    cancelRestream: (raceId: string) => `/api/races/${enc(raceId)}/cancel-restream`,
    reschedule: (raceId: string) => `/api/races/${enc(raceId)}/reschedule`,
    /** POST {room} (a racer of the race or an admin): the race's racetime.gg room; null clears it (rules §16). */
    room: (raceId: string) => `/api/races/${enc(raceId)}/room`,
    /** POST {room} (admin): read a finished room and answer a prefilled result; stores nothing (rules §16). */
    racetimePreview: (raceId: string) => `/api/admin/races/${enc(raceId)}/racetime-preview`,
  },

  // Tournament
  tournament: {
    standings: '/api/tournament/standings',
    round: '/api/tournament/round',
    endRound: '/api/tournament/end-round',
    /** GET: the year's completed Exhibition races with their placings (standings page). */
    exhibition: '/api/tournament/exhibition',
    /** GET: one runner's standings row, Swiss races and the reason for their rank (rules §17). */
    standingsDetail: (userId: string) => `/api/tournament/standings/${enc(userId)}`,
    /** GET: the playoff rounds, their groups and placings (rules §17). */
    bracket: '/api/tournament/bracket',
  },

  // Groups
  groups: {
    /** GET: every group of every round; POST (admin): create a group. */
    list: '/api/groups',
    create: '/api/groups',
    count: '/api/groups/count',
    myCurrent: '/api/groups/user/current',
  },

  // Group draws (rules §13): confirmed ones for everyone, drafts too for admins.
  draws: {
    list: '/api/draws',
    detail: (drawId: string) => `/api/draws/${enc(drawId)}`,
  },

  // Pickems
  pickems: {
    /** GET: the caller's Pickems. */
    mine: '/api/pickems',
    submitOneOff: '/api/pickems/submit-one-off',
    submitRoundPicks: '/api/pickems/submit-round-picks',
    leaderboard: '/api/pickems/leaderboard',
    statsAll: '/api/pickems/stats/all',
    statsFavorites: '/api/pickems/stats/favorites',
  },

  // Calendars (rules §14): feeds are links (text/calendar), not fetched by the app.
  calendar: {
    races: '/api/calendar/races.ics',
    restreams: '/api/calendar/restreams.ics',
    /** One race as a downloadable .ics ('Add to calendar'). */
    race: (raceId: string) => `/api/calendar/race/${enc(raceId)}.ics`,
    /** GET (logged in): `{url}` of the caller's personal feed; POST …/reset: a new one. */
    mine: '/api/user/calendar',
    reset: '/api/user/calendar/reset',
  },

  // Stats and history
  stats: '/api/stats',
  pastResults: '/api/past-results',
  /** GET: the round under way, the live and next races and the latest results, for the visitors' Home (rules §29). */
  happening: '/api/happening',
} as const;

/** Other sites the app links to. */
export const external = {
  /**
   * A race room on racetime.gg; `raceTimeId` is the room slug, e.g. `pkmnredblue/clever-abra-1234`. `base` is the
   * site's configured racetime.gg origin (`useRacetimeBaseUrl`, rules §16).
   */
  raceTime: (raceTimeId: string, base = 'https://racetime.gg') => `${base}/${raceTimeId.split('/').map(enc).join('/')}`,
  /** A racetime.gg user's page (rules §16). */
  racetimeUser: (racetimeId: string, base = 'https://racetime.gg') => `${base}/user/${enc(racetimeId)}`,
  twitch: (channel: string) => `https://www.twitch.tv/${enc(channel)}`,
  /** Several Twitch channels side by side on multistre.am: a race's "Watch" link (rules §16). */
  multistream: (channels: readonly string[]) => `https://multistre.am/${channels.map(enc).join('/')}/`,
  /** Hall of fame players: the thumbnail shown first, then the privacy-enhanced (no-cookie) player once played. */
  youtubeThumbnail: (videoId: string) => `https://i.ytimg.com/vi/${enc(videoId)}/hqdefault.jpg`,
  youtubeEmbed: (videoId: string) => `https://www.youtube-nocookie.com/embed/${enc(videoId)}?autoplay=1`,
} as const;
