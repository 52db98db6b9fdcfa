import { Skeleton, Stack, Text } from '@mantine/core';
import { useSeasonSettings } from '../../api/seasonSettings';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { SeasonSettingsForm } from './SeasonSettingsForm';

export const LOAD_ERROR = "Error loading the season's settings. Please try again later.";

/** /admin/season/settings: what /info shows of this year and the racetime.gg room imports expect (rules §33). */
export default function SeasonSettingsPage() {
  const settings = useSeasonSettings();
  return (
    <Page title="Season Settings" headingLevel={2}>
      <Stack gap="lg">
        {settings.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading the season's settings">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={40} />
            ))}
          </Stack>
        ) : settings.isError ? (
          <ServerErrorAlert title={LOAD_ERROR} error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <>
            <Text>
              The {settings.data.year} season&apos;s estimated schedule and prize pool, as Info shows them, and the
              racetime.gg category and goal a result import expects. Once the season is completed they can no longer
              change.
            </Text>
            <SeasonSettingsForm data={settings.data} />
          </>
        )}
      </Stack>
    </Page>
  );
}
