import { Anchor, Button, Group, NativeSelect, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { ENTRY_STATUSES, type AdminEntry, type EntryAction } from '@pokered/core/schemas/signups';
import { useState } from 'react';
import { adminEntriesCsvUrl, useAdminEntries, usePublishSeeding } from '../../../api/adminEntries';
import { useSeasonSettings } from '../../../api/seasonSettings';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ENTRY_STATUS_LABEL } from '../../../components/entryStatus';
import { Page } from '../../../components/Page';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { EntriesTable } from './EntriesTable';
import { EntryActionDialog } from './EntryActionDialog';
import { filterEntries, type EntryFilter } from './entryActions';
import { DoneNotice } from '../../../components/DoneNotice';

export const SETTINGS_ERROR = 'Error loading the season. Please try again later.';
export const ENTRIES_ERROR = 'Error loading the entries. Please try again later.';
export const SEEDING_ERROR = 'Error publishing the seeding.';

const STATUS_OPTIONS = [
  { value: 'all', label: 'Every status' },
  ...ENTRY_STATUSES.map((status) => ({ value: status, label: ENTRY_STATUS_LABEL[status] })),
  { value: 'blocked', label: 'Blocked accounts' },
];

function Entries({ year }: { year: number }) {
  const entries = useAdminEntries(year);
  const seeding = usePublishSeeding(year);
  const [filter, setFilter] = useState<EntryFilter>({ status: 'all', text: '' });
  const [chosen, setChosen] = useState<{ entry: AdminEntry; action: EntryAction } | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (entries.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading the entries">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={44} />
        ))}
      </Stack>
    );
  }
  if (entries.isError) {
    return (
      <ServerErrorAlert
        title={ENTRIES_ERROR}
        error={entries.error}
        onRetry={() => void entries.refetch()}
        retrying={entries.isFetching}
      />
    );
  }
  const shown = filterEntries(entries.data, filter);
  const publish = () =>
    seeding.mutate(undefined, {
      onSuccess: (answer) => {
        setPublishing(false);
        setDone(`Seeding published: ${String(answer.seeded)} entrants seeded.`);
      },
    });

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Button onClick={() => setPublishing(true)}>Publish seeding</Button>
        <Anchor href={adminEntriesCsvUrl(year)} download={`entrants-${String(year)}.csv`}>
          Download CSV
        </Anchor>
      </Group>
      <DoneNotice message={done} onClose={() => setDone(null)} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Status"
          data={STATUS_OPTIONS}
          value={filter.status}
          w={200}
          onChange={(event) => {
            const status = event.currentTarget.value as EntryFilter['status'];
            setFilter((before) => ({ ...before, status }));
          }}
        />
        <TextInput
          label="Name or username"
          value={filter.text}
          w={220}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setFilter((before) => ({ ...before, text }));
          }}
        />
      </Group>
      <Text size="sm" aria-live="polite">
        Showing {shown.length} of {entries.data.length} entries.
      </Text>
      {shown.length > 0 ? (
        <EntriesTable entries={shown} onAction={(entry, action) => setChosen({ entry, action })} />
      ) : (
        <Text>No entry matches these filters.</Text>
      )}
      <EntryActionDialog year={year} chosen={chosen} onClose={() => setChosen(null)} onDone={setDone} />
      <ConfirmDialog
        opened={publishing}
        onClose={() => {
          setPublishing(false);
          seeding.reset();
        }}
        title={`Publish the ${String(year)} seeding?`}
        confirmLabel="Yes, publish"
        keepLabel="Not yet"
        destructive={false}
        onConfirm={publish}
        pending={seeding.isPending}
        failure={seeding.isError ? { title: SEEDING_ERROR, error: seeding.error, onRetry: publish } : null}
      >
        <Text>
          Every registered and checked-in runner gets a seed from last season&apos;s rank, else the racetime.gg
          leaderboard, else their claimed personal best. The list is public on Entrants, and the Round 1 draft uses its
          order. Publishing again recomputes it.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * /admin/entrants (issue 27): every entry of the current season with its status, seed and source, the runner's
 * answers; filters; refuse or block with a reason, unblock, promote, re-admit, withdraw; the CSV; the seeding.
 */
export default function EntriesPage() {
  const settings = useSeasonSettings();
  return (
    <Page title={settings.data ? `Entrants ${String(settings.data.year)}` : 'Entrants'} headingLevel={2}>
      {settings.isPending ? (
        <Skeleton height={40} aria-label="Loading the season" />
      ) : settings.isError ? (
        <ServerErrorAlert title={SETTINGS_ERROR} error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Entries year={settings.data.year} />
      )}
    </Page>
  );
}
