import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSeasonSettings } from '../../api/seasonSettings';
import { useSignup } from '../../api/signup';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { SeasonSettingsForm } from './SeasonSettingsForm';
import { SeasonsList } from './SeasonsList';

export const LOAD_ERROR = "Error loading the season's settings. Please try again later.";

/**
 * /admin/seasons: every season and the next one's start (rules §34), then the current season's settings, what /info
 * shows of the year and what imports expect (rules §33).
 */
export default function SeasonsPage() {
  const settings = useSeasonSettings();
  const signup = useSignup();
  return (
    <Page title="Seasons" headingLevel={2}>
      <Stack gap="lg">
        <SeasonsList />
        {settings.isPending || signup.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading the season's settings">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={40} />
            ))}
          </Stack>
        ) : settings.isError || signup.isError ? (
          <ServerErrorAlert
            title={LOAD_ERROR}
            error={settings.error ?? signup.error}
            onRetry={() => void Promise.all([settings.refetch(), signup.refetch()])}
          />
        ) : (
          <>
            <Title order={3}>The {settings.data.year} season&apos;s settings</Title>
            <Text>
              The estimated schedule and prize pool, as Info shows them, and the racetime.gg category and goal a result
              import expects. Once the season is completed they can no longer change.
            </Text>
            {/* Keyed by year: a newly started season opens its own settings, not the last season's edited copy. */}
            <SeasonSettingsForm key={settings.data.year} data={settings.data} signup={signup.data} />
          </>
        )}
      </Stack>
    </Page>
  );
}
