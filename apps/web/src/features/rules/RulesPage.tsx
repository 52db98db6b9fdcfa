import { Alert, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Page } from '../../components/Page';
import { SUPPORT_CONTACT } from '../../config/site';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export default function RulesPage() {
  return (
    <Page title="Rules">
      <Text size="lg">
        These rules keep the races fair and the restreams running smoothly. They are short, so please read them all
        before your first race.
      </Text>

      <Section id="scheduling" title="Scheduling your race">
        <List spacing="xs">
          <List.Item>
            Agree on a date and time with your group members, then submit the race on the site (Races → Submit Race).
            Each group schedules one race per round.
          </List.Item>
          <List.Item>
            Try to keep your race <strong>at least 2.5 hours apart</strong> from other scheduled races. Spreading races
            out gives every race a better chance of being restreamed.
          </List.Item>
          <List.Item>
            Plan your race inside the round&apos;s dates (see the estimated schedule on the Info page).
          </List.Item>
        </List>
      </Section>

      <Section id="race-day" title="On race day">
        <List spacing="xs">
          <List.Item>
            Join the race&apos;s waiting room <strong>15 to 20 minutes before</strong> the start, so there is time for
            tech checks and a relaxed start.
          </List.Item>
          <List.Item>
            Have your stream and audio set up and tested beforehand (see the Help page for our tips).
          </List.Item>
        </List>
      </Section>

      <Section id="restreams" title="Restreams and time limits">
        <List spacing="xs">
          <List.Item>
            Races can be restreamed for <strong>up to 2 hours 10 minutes</strong>.
          </List.Item>
          <List.Item>
            A run that takes <strong>longer than 2 hours 30 minutes</strong> counts as a <strong>DNF</strong> (did not
            finish).
          </List.Item>
        </List>
      </Section>

      <Section id="crashes" title="Crashes and rematches">
        <Text>
          If your game or emulator crashes, a rematch is possible <strong>only within the first 20 minutes</strong> of
          the race. After that, the race continues and a runner who cannot finish is recorded as a DNF.
        </Text>
      </Section>

      <Section id="results" title="Results">
        <Text>
          Finish times come from the race room and are recorded by the admins. Finishers are placed by time, then DNF,
          DNS (did not start) and DQ (disqualified) in that order. The points and tiebreakers are explained on the Info
          page.
        </Text>
      </Section>

      <Alert variant="light" title="Questions or problems?">
        Anything not covered here is decided by the organizers. Contact {SUPPORT_CONTACT} on Discord and we will sort it
        out.
      </Alert>
    </Page>
  );
}
