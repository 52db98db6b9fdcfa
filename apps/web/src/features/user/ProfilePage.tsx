import { Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { NO_USER_FOUND } from '@pokered/core/profileMessages';
import { isApiError } from '../../api/http';
import { useProfile } from '../../api/profile';
import { useAuth } from '../../auth/useAuth';
import { documentTitle } from '../../config/site';
import { PokeballLoader } from '../../components/PokeballLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { ProfileView } from './ProfileView';

/** A profile that cannot be shown: the page keeps its one (visually hidden) h1 and says why. */
function Message({ text, error, onRetry }: { text: string; error?: unknown; onRetry?: () => void }) {
  return (
    <Stack gap="lg">
      <title>{documentTitle('Profile')}</title>
      <h1 className="visually-hidden">Profile</h1>
      <ServerErrorAlert title={text} error={error} onRetry={onRetry} />
    </Stack>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <PokeballLoader label="Loading profile…" size={48} />
      <Skeleton height={96} circle aria-hidden="true" />
      <Skeleton height={28} width="40%" aria-hidden="true" />
      <Skeleton height={120} aria-hidden="true" />
    </Stack>
  );
}

/** /user/profile (the caller's own) and /user/{discordUsername} (anyone's). */
export default function ProfilePage() {
  const { discordUsername } = useParams();
  const { isLoggedIn, isLoading: authLoading } = useAuth();
  const own = discordUsername === undefined;
  const profile = useProfile(discordUsername, !own || isLoggedIn);

  if (own && authLoading) return <ProfileSkeleton />;
  if (own && !isLoggedIn) return <Message text="Please log in to view your profile" />;
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    // 404: nobody has that name; 400: no one can (it breaks the username rule, rules §11). Either way, no such user.
    if (isApiError(profile.error) && (profile.error.status === 404 || profile.error.status === 400))
      return <Message text={NO_USER_FOUND} />;
    return <Message text="Could not load this profile." error={profile.error} onRetry={() => void profile.refetch()} />;
  }
  return <ProfileView profile={profile.data} />;
}
