import { BRACKET_COLORS } from '@pokered/core/brackets';
import type { Profile } from '@pokered/core/schemas/profile';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useRacetimeBaseUrl } from '../../api/config';
import { CountryFlag } from '../../components/CountryFlag';
import { external } from '../../urls';
import defaultAvatar from './default-avatar.svg';
import classes from './ProfilePage.module.css';
import { bestTimeText, profileBadges, trophyLabel } from './profileDisplay';

/**
 * Photo (or a blank default), flag, name (the page's h1), trophies, pronouns, badges, a runner's figures and the
 * linked racetime.gg account.
 */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const photo = profile.photos[0]?.value;
  const bestTime = bestTimeText(profile.bestTournamentTimeMilliseconds);
  return (
    <div className={classes.header}>
      <img
        src={photo ?? defaultAvatar}
        alt={photo ? `${profile.displayName}'s avatar` : 'Default avatar'}
        width={96}
        height={96}
        className={classes.avatar}
        referrerPolicy="no-referrer"
      />
      <Stack gap={6} className={classes.headerText}>
        <Group gap="xs" wrap="wrap" align="center">
          <CountryFlag code={profile.country} width={28} />
          <Title order={1} className={classes.name}>
            {profile.displayName}
          </Title>
          {profile.pronouns && <Text c="dimmed">({profile.pronouns})</Text>}
        </Group>
        {profile.trophies.length > 0 && (
          <Group gap="xs" aria-label="Trophies" role="list">
            {profile.trophies.map((trophy) => (
              <Badge
                key={`${String(trophy.year)}-${trophy.position}`}
                variant="light"
                color="yellow"
                size="lg"
                role="listitem"
                tt="none"
                // Yellow text on the light yellow tint fails contrast in light mode: the tint alone repeats the words.
                style={{ color: 'var(--mantine-color-text)' }}
              >
                {trophyLabel(trophy)}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="xs" aria-label="Badges" role="list">
          {profileBadges(profile).map((badge) => (
            <Badge key={badge.label} color={badge.color} variant="filled" role="listitem">
              {badge.label}
            </Badge>
          ))}
        </Group>
        {profile.role === 'runner' && (
          <Text size="sm">
            Bracket: {BRACKET_COLORS[profile.currentBracket ?? 'none'].label} · Points: {profile.points} · Best time:{' '}
            {bestTime ?? 'No time recorded'}
          </Text>
        )}
        {profile.racetime && <RacetimeProfileLink racetimeId={profile.racetime} />}
      </Stack>
    </div>
  );
}

/** rules §16: the linked racetime.gg account, at the site's configured racetime.gg. */
function RacetimeProfileLink({ racetimeId }: { racetimeId: string }) {
  const base = useRacetimeBaseUrl();
  return (
    <Anchor href={external.racetimeUser(racetimeId, base)} target="_blank" rel="noreferrer" size="sm">
      racetime.gg profile<span className="visually-hidden"> (opens in a new tab)</span>
    </Anchor>
  );
}
