import { Alert, Button, Select, Stack, Text } from '@mantine/core';
import type { Round } from '@pokered/core/rounds';
import { useMemo, useState, type SubmitEvent } from 'react';
import { useGroups } from '../../../api/groups';
import { useCreateGroup } from '../../../api/groupsCreate';
import { errorMessage } from '../../../api/http';
import { useRunners } from '../../../api/runners';
import { Page } from '../../../components/Page';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { LoadingSkeletons } from '../../../components/LoadingSkeletons';
import {
  checkCreateGroup,
  chosenElsewhere,
  createGroupErrorMessage,
  EMPTY_CREATE_GROUP,
  SLOTS,
  type CreateGroupValues,
  type Slot,
} from './createGroupForm';

export const GROUP_CREATED = 'Group successfully created';

const SLOT_LABELS: Record<Slot, string> = { pot1UserId: 'Racer 1', pot2UserId: 'Racer 2', pot3UserId: 'Racer 3' };

/** Runner id → "Group 4" for runners already grouped in the current round (they cannot be grouped again). */
function groupedThisRound(groups: ReturnType<typeof useGroups>['data']): Map<string, number> {
  const grouped = new Map<string, number>();
  if (!groups || groups.currentRound === 'completed') return grouped;
  const round: Round = groups.currentRound;
  for (const group of groups.groups) {
    if (group.round !== round) continue;
    for (const member of group.members) grouped.set(member._id, group.groupNumber);
  }
  return grouped;
}

/** /admin/groups/add: make a group of two or three runners in the current round. */
export default function CreateGroupsPage() {
  const runners = useRunners();
  const groups = useGroups();
  const createGroup = useCreateGroup();
  const [values, setValues] = useState<CreateGroupValues>(EMPTY_CREATE_GROUP);
  const [problem, setProblem] = useState<string | null>(null);
  const grouped = useMemo(() => groupedThisRound(groups.data), [groups.data]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkCreateGroup(values);
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    createGroup.mutate(check.body, { onSuccess: () => setValues(EMPTY_CREATE_GROUP) });
  };

  if (runners.isPending) {
    return (
      <Page title="Create Groups" headingLevel={2}>
        <LoadingSkeletons label="Loading runners" count={3} height={60} />
      </Page>
    );
  }

  return (
    <Page title="Create Groups" headingLevel={2}>
      {groups.isSuccess && groups.data.currentRound !== 'completed' ? (
        <Text size="sm">New groups go into {groups.data.currentRound}. Racer 3 is optional.</Text>
      ) : null}
      {runners.isError ? (
        <ServerErrorAlert
          title="Error fetching runners."
          error={runners.error}
          onRetry={() => void runners.refetch()}
        />
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={480}>
          {SLOTS.map((slot) => {
            const taken = chosenElsewhere(values, slot);
            return (
              <Select
                key={slot}
                label={SLOT_LABELS[slot]}
                required={slot !== 'pot3UserId'}
                placeholder="Select a runner"
                searchable
                clearable
                nothingFoundMessage="No runner found"
                value={values[slot] || null}
                onChange={(value) => {
                  setValues((current) => ({ ...current, [slot]: value ?? '' }));
                  setProblem(null);
                  createGroup.reset();
                }}
                data={(runners.data ?? []).map((runner) => {
                  const groupNumber = grouped.get(runner._id);
                  return {
                    value: runner._id,
                    label:
                      groupNumber === undefined ? runner.displayName : `${runner.displayName} (Group ${groupNumber})`,
                    disabled: taken.has(runner._id) || groupNumber !== undefined,
                  };
                })}
              />
            );
          })}
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Button type="submit" loading={createGroup.isPending} style={{ alignSelf: 'flex-start' }}>
            Create Group
          </Button>
          {createGroup.isSuccess ? (
            <Alert color="green" variant="light" role="status">
              {GROUP_CREATED}
            </Alert>
          ) : null}
          {createGroup.isError ? (
            <ServerErrorAlert title={createGroupErrorMessage(errorMessage(createGroup.error))} />
          ) : null}
        </Stack>
      </form>
    </Page>
  );
}
