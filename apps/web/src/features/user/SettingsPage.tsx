import { Skeleton, Stack } from '@mantine/core';
import { useProfile } from '../../api/profile';
import { useSaveSettings } from '../../api/settings';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { CalendarSettings } from './CalendarSettings';
import { RacetimeAccountForm } from './RacetimeAccountForm';
import { SettingsForm } from './SettingsForm';
import { initialSettings } from './settingsForm';

/** /user/settings (login required by the route guard): display name, pronouns, country; racetime.gg account; the calendar (rules §14). */
export default function SettingsPage() {
  // The form starts from the saved values, which only the profile carries (auth status has no pronouns/country).
  const profile = useProfile(undefined);
  const save = useSaveSettings();

  return (
    <Page title="Settings">
      {profile.isPending ? (
        <Stack gap="md" maw={480} aria-busy="true" aria-label="Loading your settings">
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : profile.isError ? (
        <ServerErrorAlert
          title="Your settings could not be loaded."
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <>
          <SettingsForm
            key={profile.data._id}
            initial={initialSettings(profile.data)}
            onSave={async (values) => {
              await save.mutateAsync(values);
            }}
          />
          <RacetimeAccountForm linked={profile.data.racetime} />
        </>
      )}
      <CalendarSettings />
    </Page>
  );
}
