import type { Profile } from '@pokered/core/schemas/profile';
import { Stack } from '@mantine/core';
import { documentTitle } from '../../config/site';
import { PickemsSummary } from './PickemsSummary';
import { ProfileCareer } from './ProfileCareer';
import { ProfileHeader } from './ProfileHeader';
import { ProfileRaces } from './ProfileRaces';
import { ProfileRivals } from './ProfileRivals';
import { TournamentAchievements } from './TournamentAchievements';

/** Everything a profile shows, in page order. */
export function ProfileView({ profile }: { profile: Profile }) {
  return (
    <Stack gap="xl">
      <title>{documentTitle(profile.displayName)}</title>
      <ProfileHeader profile={profile} />
      <TournamentAchievements trophies={profile.trophies} />
      <ProfileCareer seasons={profile.seasons} />
      <ProfileRaces
        id="races-participated-heading"
        title="Races Participated In"
        races={profile.racesParticipatedIn}
        empty="No races yet."
      />
      {profile.role === 'runner' || profile.rivals.length > 0 ? (
        <ProfileRivals userId={profile._id} rivals={profile.rivals} />
      ) : null}
      <ProfileRaces
        id="races-commentated-heading"
        title="Races Commentated"
        races={profile.racesCommentated}
        empty="No commentated races yet."
      />
      {profile.pickems && <PickemsSummary pickems={profile.pickems} />}
    </Stack>
  );
}
