import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@pokered/core/dateTime';
import type { AdminEntry, EntryAction } from '@pokered/core/schemas/signups';
import { formatTime } from '@pokered/core/time';
import { CountryFlag } from '../../../components/CountryFlag';
import {
  ENTRY_STATUS_COLOR,
  entryStatusText,
  RESTREAM_CONSENT_LABEL,
  SEED_SOURCE_LABEL,
  STATUS_BADGE_STYLE,
} from '../../../components/entryStatus';
import { TableScroll } from '../../../components/TableScroll';
import { useDateTimeStyle } from '../../../lib/useDateTimeStyle';
import { ACTION_COPY, actionsFor } from './entryActions';

export interface EntriesTableProps {
  entries: AdminEntry[];
  onAction: (entry: AdminEntry, action: EntryAction) => void;
}

/** Every entry's status, seed and its source, the runner's answers, and the actions it offers (rules §38, §39). */
export function EntriesTable({ entries, onAction }: EntriesTableProps) {
  const style = useDateTimeStyle();
  return (
    <TableScroll label="Entries">
      <Table striped verticalSpacing="xs" miw={980}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Runner</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Seed</Table.Th>
            <Table.Th scope="col">Restream</Table.Th>
            <Table.Th scope="col">Personal best</Table.Th>
            <Table.Th scope="col">Rules</Table.Th>
            <Table.Th scope="col">Entered</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.userId}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <CountryFlag code={entry.country} />
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {entry.displayName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      @{entry.discordUsername}
                    </Text>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Badge variant="light" color={ENTRY_STATUS_COLOR[entry.status]} size="md" style={STATUS_BADGE_STYLE}>
                    {entryStatusText(entry.status, entry.position)}
                  </Badge>
                  {entry.blocked ? (
                    <Badge variant="outline" color="red" size="md" style={STATUS_BADGE_STYLE}>
                      Blocked
                    </Badge>
                  ) : null}
                  {entry.reason ? <Text size="xs">Reason: {entry.reason}</Text> : null}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.seed ?? '–'}</Text>
                <Text size="xs" c="dimmed">
                  {entry.seedSource ? SEED_SOURCE_LABEL[entry.seedSource] : 'Not seeded'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {entry.restreamConsent ? RESTREAM_CONSENT_LABEL[entry.restreamConsent] : 'Not asked'}
                </Text>
              </Table.Td>
              <Table.Td>
                {entry.personalBest ? (
                  <Text size="sm">
                    {formatTime(entry.personalBest.timeMs)}
                    {entry.personalBest.url ? (
                      <>
                        {' '}
                        <Anchor href={entry.personalBest.url} target="_blank" rel="noreferrer" size="sm">
                          run
                        </Anchor>
                      </>
                    ) : null}
                  </Text>
                ) : (
                  <Text size="sm">–</Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.rulesVersion ?? '–'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {entry.enteredAt === null ? 'Added by an admin' : formatDateTime(entry.enteredAt, style)}
                </Text>
                {entry.checkedInAt !== null ? (
                  <Text size="xs">Checked in {formatDateTime(entry.checkedInAt, style)}</Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="wrap">
                  {actionsFor(entry).map((action) => (
                    <Button
                      key={action}
                      size="compact-sm"
                      variant="default"
                      aria-label={`${ACTION_COPY[action].button} ${entry.displayName}`}
                      onClick={() => onAction(entry, action)}
                    >
                      {ACTION_COPY[action].button}
                    </Button>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
