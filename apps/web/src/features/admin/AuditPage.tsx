import {
  Button,
  Code,
  Group,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { formatDateTime, isoToEpochSeconds } from '@pokered/core/dateTime';
import { useSearchParams } from 'react-router';
import { useAuditPage, type AuditEntry, type AuditFilters, type AuditPage as AuditPageData } from '../../api/audit';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useDateTimeStyle } from '../../lib/useDateTimeStyle';

export const AUDIT_LOAD_ERROR = 'Error loading the audit log.';
export const NO_ENTRIES = 'No admin changes have been recorded yet.';
export const NO_MATCHES = 'No audit entries match these filters.';

const FILTER_KEYS = ['action', 'actor', 'from', 'to'] as const;

/** The filters live in the URL, so a filtered page can be reloaded, shared and navigated back to. */
function filtersOf(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    action: params.get('action') ?? '',
    actor: params.get('actor') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function showValue(value: unknown): string {
  return value === null || value === undefined ? 'none' : JSON.stringify(value, null, 2);
}

function Changes({ entry }: { entry: AuditEntry }) {
  return (
    <details>
      <summary>Show changes</summary>
      <Stack gap={4} mt={4}>
        <Text size="xs" fw={600}>
          Before
        </Text>
        <Code block>{showValue(entry.before)}</Code>
        <Text size="xs" fw={600}>
          After
        </Text>
        <Code block>{showValue(entry.after)}</Code>
      </Stack>
    </details>
  );
}

function AuditTable({ data, busy }: { data: AuditPageData; busy: boolean }) {
  const style = useDateTimeStyle();
  // A log: the seconds order entries made in the same minute (rules §24).
  const when = (iso: string) => {
    const epochSeconds = isoToEpochSeconds(iso);
    return epochSeconds === null ? iso : formatDateTime(epochSeconds, style, { seconds: true });
  };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withRowBorders verticalSpacing="xs" aria-busy={busy} style={busy ? { opacity: 0.6 } : undefined}>
        <caption className="visually-hidden">Audit log, newest first</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Admin</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
            <Table.Th scope="col">Target</Table.Th>
            <Table.Th scope="col">Changes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.entries.map((entry) => (
            <Table.Tr key={entry._id}>
              <Table.Td>
                <time dateTime={entry.at}>{when(entry.at)}</time>
              </Table.Td>
              <Table.Td>
                {entry.actor ? `${entry.actor.displayName} (@${entry.actor.discordUsername})` : 'Unknown'}
              </Table.Td>
              <Table.Td>
                <Code>{entry.action}</Code>
              </Table.Td>
              <Table.Td>
                {entry.targetType}
                {entry.targetId ? (
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {entry.targetId}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Changes entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LoadingRows() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading the audit log</span>
      <Stack gap="xs">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={32} />
        ))}
      </Stack>
    </div>
  );
}

/** /admin/audit: every admin change, filtered by action, admin and dates, 50 a page. */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const audit = useAuditPage(filters);
  const filtered = FILTER_KEYS.some((key) => filters[key] !== '');

  /** Any filter change starts again from page 1. */
  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });
  const setPage = (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      return next;
    });

  const data = audit.data;
  const actionOptions = [
    { value: '', label: 'All actions' },
    ...(data?.actions ?? []).map((action) => ({ value: action, label: action })),
  ];
  const actorOptions = [
    { value: '', label: 'All admins' },
    ...(data?.actors ?? []).map((actor) => ({
      value: actor._id,
      label: `${actor.displayName} (@${actor.discordUsername})`,
    })),
  ];
  // A filter from the URL that the log no longer offers stays selectable, so the select shows the truth.
  if (filters.action && !actionOptions.some((o) => o.value === filters.action))
    actionOptions.push({ value: filters.action, label: filters.action });
  if (filters.actor && !actorOptions.some((o) => o.value === filters.actor))
    actorOptions.push({ value: filters.actor, label: filters.actor });

  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.entries.length - 1 : 0;

  return (
    <Page title="Audit Log" headingLevel={2}>
      <form role="search" aria-label="Filter the audit log" onSubmit={(event) => event.preventDefault()}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <NativeSelect
            label="Action"
            data={actionOptions}
            value={filters.action}
            onChange={(event) => setFilter('action', event.currentTarget.value)}
          />
          <NativeSelect
            label="Admin"
            data={actorOptions}
            value={filters.actor}
            onChange={(event) => setFilter('actor', event.currentTarget.value)}
          />
          <TextInput
            label="From"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => setFilter('from', event.currentTarget.value)}
          />
          <TextInput
            label="To"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => setFilter('to', event.currentTarget.value)}
          />
        </SimpleGrid>
        {filtered ? (
          <Button variant="subtle" mt="xs" onClick={() => setParams(new URLSearchParams())}>
            Clear filters
          </Button>
        ) : null}
      </form>

      {audit.isError ? (
        <ServerErrorAlert title={AUDIT_LOAD_ERROR} error={audit.error} onRetry={() => void audit.refetch()} />
      ) : !data ? (
        <LoadingRows />
      ) : data.total === 0 ? (
        <Text>{filtered ? NO_MATCHES : NO_ENTRIES}</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" aria-live="polite">
            Showing {first}–{last} of {data.total} {data.total === 1 ? 'entry' : 'entries'}
          </Text>
          <AuditTable data={data} busy={audit.isPlaceholderData} />
          {data.totalPages > 1 ? (
            <Group component="nav" aria-label="Audit log pages" justify="center">
              <Pagination
                total={data.totalPages}
                value={data.page}
                onChange={setPage}
                getItemProps={(page) => ({ 'aria-label': `Page ${String(page)}` })}
                getControlProps={(control) => ({
                  'aria-label': `${control[0]?.toUpperCase() ?? ''}${control.slice(1)} page`,
                })}
              />
            </Group>
          ) : null}
        </Stack>
      )}
    </Page>
  );
}
