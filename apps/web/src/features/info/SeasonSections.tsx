import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { formatDayRange } from '@pokered/core/dayRange';
import { useSeasonSettings } from '../../api/seasonSettings';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useDateOrder } from '../../lib/useDateOrder';
import { DataTable, Section } from './InfoBlocks';

/** /info's estimated schedule and prize pool: the season's settings (rules §33), edited by admins. */
export function SeasonSections() {
  const settings = useSeasonSettings();
  const [dateOrder] = useDateOrder();

  if (settings.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the schedule and prize pool">
        <Skeleton height={28} width={240} />
        <Skeleton height={200} maw={640} />
      </Stack>
    );
  }
  if (settings.isError) {
    return (
      <ServerErrorAlert
        title="Error fetching the schedule and prize pool"
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  const { schedule, prizeSplit, prizePoolUrl } = settings.data;
  return (
    <>
      <Section id="schedule" title="Estimated schedule">
        <Text>Dates are a guide and can shift a little as the tournament goes on.</Text>
        <DataTable
          caption="Estimated schedule"
          head={['Stage', 'Dates']}
          rows={schedule.map((entry) => ({
            label: entry.round,
            cells: [formatDayRange(entry.from, entry.to, dateOrder)],
          }))}
        />
      </Section>

      <Section id="prizes" title="Prize pool">
        <DataTable
          caption="Prize pool breakdown"
          head={['Prize', 'Share of the pool']}
          rows={prizeSplit.map((share) => ({ label: share.label, cells: [`${String(share.percent)}%`] }))}
        />
        {prizePoolUrl && (
          <Text>
            See the current total on the{' '}
            <Anchor href={prizePoolUrl} target="_blank" rel="noopener noreferrer">
              prize pool page<span className="visually-hidden"> (opens in a new tab)</span>
            </Anchor>
            .
          </Text>
        )}
      </Section>
    </>
  );
}
