import { Table } from '@mantine/core';
import type { RecalibrationChange } from '@pokered/core/schemas/pickems';
import { changeText, changeTone, pointSourcesText } from './recalibrationView';

const ROW_BACKGROUND = {
  gain: 'var(--mantine-color-green-light)',
  loss: 'var(--mantine-color-red-light)',
  none: undefined,
} as const;

/** User, Current Points, New Points, Change, Point Sources; a gain is a green row, a loss a red one. */
export function RecalibrationTable({ changes }: { changes: readonly RecalibrationChange[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withRowBorders verticalSpacing="xs">
        <caption className="visually-hidden">Pickems points before and after recalibration</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">User</Table.Th>
            <Table.Th scope="col">Current Points</Table.Th>
            <Table.Th scope="col">New Points</Table.Th>
            <Table.Th scope="col">Change</Table.Th>
            <Table.Th scope="col">Point Sources</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => {
            const tone = changeTone(change.pointsDifference);
            return (
              <Table.Tr key={change.userId} data-tone={tone} style={{ backgroundColor: ROW_BACKGROUND[tone] }}>
                <Table.Th scope="row" fw={500}>
                  {change.userDisplayName}
                </Table.Th>
                <Table.Td>{change.currentPoints}</Table.Td>
                <Table.Td>{change.newPoints}</Table.Td>
                <Table.Td fw={tone === 'none' ? undefined : 700}>{changeText(change.pointsDifference)}</Table.Td>
                <Table.Td>{pointSourcesText(change.breakdown)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
