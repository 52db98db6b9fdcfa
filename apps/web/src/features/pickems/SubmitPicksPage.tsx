import { Alert, Button, Card, Group as Row, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { useGroups } from '../../api/groups';
import { useMyPickems } from '../../api/pickemsMine';
import { useSubmitRoundPicks } from '../../api/pickemsSubmitRoundPicks';
import { BracketChip } from '../../components/BracketChip';
import { CountryFlag } from '../../components/CountryFlag';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { useTicking } from '../../lib/useNow';
import {
  ALREADY_SUBMITTED,
  NO_GROUPS,
  PICKEMS_DATA_ERROR,
  ROUND_PICKS_ERROR,
  ROUND_PICKS_SUCCESS,
} from './pickemsMessages';
import classes from './PickCards.module.css';
import { pickableGroups, pickingRound, roundPicksBody, type RoundPickChoices } from './roundPicksForm';

const TITLE = 'Submit Round Picks';

/** /pickems/submit: one winner per group of the current round whose race has not started, once per round. */
export default function SubmitPicksPage() {
  const groups = useGroups();
  const mine = useMyPickems();
  const submit = useSubmitRoundPicks();
  const [choices, setChoices] = useState<RoundPickChoices>({});
  // Minute steps: a group leaves the list within a minute of its race start while the page stays open.
  const nowSeconds = useTicking((nowMs) => Math.floor(nowMs / 60_000) * 60);

  if (groups.isPending || mine.isPending) {
    return (
      <Page title={TITLE} headingLevel={2}>
        <LoadingSkeletons label="Loading this round's groups" count={3} height={96} />
      </Page>
    );
  }
  if (groups.isError || mine.isError) {
    return (
      <Page title={TITLE} headingLevel={2}>
        <ServerErrorAlert
          title={PICKEMS_DATA_ERROR}
          error={groups.error ?? mine.error}
          onRetry={() => {
            if (groups.isError) void groups.refetch();
            if (mine.isError) void mine.refetch();
          }}
          retrying={groups.isFetching || mine.isFetching}
        />
      </Page>
    );
  }

  const round = pickingRound(groups.data);
  const listed = pickableGroups(groups.data, nowSeconds);
  const success = submit.isSuccess ? (
    <Alert color="green" variant="light" role="status">
      {ROUND_PICKS_SUCCESS}
    </Alert>
  ) : null;

  if (round !== null && mine.data.submittedRounds.includes(round)) {
    return (
      <Page title={TITLE} headingLevel={2}>
        {success}
        <Text fw={600}>{ALREADY_SUBMITTED}</Text>
        <Text>Come back after the next group draw to pick the winners of the next round.</Text>
      </Page>
    );
  }
  if (listed.length === 0) {
    return (
      <Page title={TITLE} headingLevel={2}>
        <Text>{NO_GROUPS}</Text>
      </Page>
    );
  }

  const body = roundPicksBody(listed, choices);
  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (body) submit.mutate(body);
  };
  const picked = listed.filter((group) => choices[group._id] !== undefined).length;

  return (
    <Page title={TITLE} headingLevel={2}>
      <Text>
        Pick the winner of each {round} race: 5 points for every correct pick. Groups whose race has already started or
        been recorded are not listed. You can submit once per round.
      </Text>
      <form onSubmit={send} noValidate aria-label={`${String(round)} picks`}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {listed.map((group) => (
              <Card key={group._id} withBorder padding="md">
                <Radio.Group
                  name={`group-${group._id}`}
                  label={`Group ${String(group.groupNumber)}`}
                  description="Who wins this race?"
                  value={choices[group._id] ?? null}
                  onChange={(runnerId) => {
                    setChoices((current) => ({ ...current, [group._id]: runnerId }));
                    submit.reset();
                  }}
                >
                  <Stack gap="xs" mt="xs">
                    {group.members.map((member) => (
                      <Radio.Card key={member._id} value={member._id} radius="sm" p="xs" className={classes.runnerCard}>
                        <Row gap={8} wrap="nowrap" component="span">
                          <Radio.Indicator />
                          <CountryFlag code={member.country} />
                          <span className={classes.runnerName}>{member.displayName}</span>
                          <BracketChip bracket={member.currentBracket} />
                        </Row>
                      </Radio.Card>
                    ))}
                  </Stack>
                </Radio.Group>
              </Card>
            ))}
          </SimpleGrid>
          <Text size="sm" aria-live="polite">
            {picked} of {listed.length} groups picked.
          </Text>
          <Button type="submit" disabled={body === null} loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
            Submit Picks
          </Button>
          {success}
          {submit.isError ? <ServerErrorAlert title={ROUND_PICKS_ERROR} error={submit.error} /> : null}
        </Stack>
      </form>
    </Page>
  );
}
