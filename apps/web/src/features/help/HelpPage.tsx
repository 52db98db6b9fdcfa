import { Anchor, Card, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '../../components/Page';
import { TableScroll } from '../../components/TableScroll';
import { SUPPORT_CONTACT } from '../../config/site';
import { paths } from '../../urls';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Question({ question, children }: { question: string; children: ReactNode }) {
  return (
    <div>
      <Title order={3} size="h4" mb={4}>
        {question}
      </Title>
      {children}
    </div>
  );
}

export default function HelpPage() {
  return (
    <Page title="Help">
      <Text size="lg">
        Answers to the questions we hear most, plus tips for a clean stream and clear audio. Still stuck? Contact{' '}
        {SUPPORT_CONTACT} on Discord.
      </Text>

      <Section id="faq" title="Frequently asked questions">
        <Question question="How do I log in?">
          <Text>
            Use the Login button at the top of the page. You sign in with your Discord account; we only see your Discord
            username, display name and avatar.
          </Text>
        </Question>
        <Question question="I am a runner, but I cannot see Submit Race.">
          <Text>
            Make sure you are logged in with the Discord account you signed up with. Runner accounts are set up by the
            organizers; if yours shows up as a commentator, contact {SUPPORT_CONTACT}.
          </Text>
        </Question>
        <Question question="How do I schedule my race?">
          <Text>
            Agree on a date and time with your group members first, then open Races → Submit Race, choose your opponents
            from your group and submit. Your race then appears on the{' '}
            <Anchor component={Link} to={paths.races.upcoming}>
              upcoming races
            </Anchor>{' '}
            page.
          </Text>
        </Question>
        <Question question="How do I sign up to commentate?">
          <Text>
            Log in, open the upcoming races and press Commentate on a race with a free spot. Changed your mind? Press
            Pull Out. In the Swiss rounds spots are first come, first served; for the final 4 matches the racers vote on
            their commentators from everyone who signed up.
          </Text>
        </Question>
        <Question question="Which time zone are race times shown in?">
          <Text>
            Always your own: the site uses your device&apos;s time zone and shows its name above the list. You can
            switch between 12-hour and 24-hour clocks there too, and choose the date format: month first (Sat 11/28/26),
            day first (Sat 28/11/26) or ISO (Sat 2026-11-28).
          </Text>
        </Question>
        <Question question="How do I change my display name, pronouns or country?">
          <Text>Open the menu under your avatar at the top right and choose Settings.</Text>
        </Question>
        <Question question="What is Pickems?">
          <Text>
            Our prediction game. Pick who reaches the playoffs, who wins it all and the best time before the tournament
            starts, then pick a winner for each group every round. The{' '}
            <Anchor component={Link} to={paths.info}>
              Info page
            </Anchor>{' '}
            lists the points for every kind of pick.
          </Text>
        </Question>
      </Section>

      <Section id="audio" title="Audio troubleshooting">
        <Card withBorder padding="lg">
          <List spacing="sm">
            <List.Item>
              <strong>No game sound on stream?</strong> Check that your capture software has an audio source for the
              game (an application audio capture for your emulator, or your desktop audio / capture card audio) and that
              it is not muted in the audio mixer.
            </List.Item>
            <List.Item>
              <strong>Game too loud or too quiet?</strong> Keep the game&apos;s level out of the red: peaks around the
              yellow part of the meter are right.
            </List.Item>
            <List.Item>
              <strong>Echo or voices on your stream?</strong> Keep voice chat and music off your race stream; the
              restream adds the commentary.
            </List.Item>
            <List.Item>
              <strong>Crackling or audio drifting out of sync?</strong> Set the same sample rate (48 kHz) in your
              streaming software and your system sound settings, then restart the streaming software.
            </List.Item>
            <List.Item>
              <strong>Still silent?</strong> Do a short test recording and play it back, or ask in Discord for a quick
              tech check before race day.
            </List.Item>
          </List>
        </Card>
      </Section>

      <Section id="stream" title="Stream settings">
        <Text>
          Restreamers pull your stream into theirs, so a steady picture matters more than a sharp one. These settings
          work well:
        </Text>
        <TableScroll label="Recommended stream settings table">
          <Table withTableBorder withColumnBorders striped captionSide="top" miw={300} maw={560}>
            <Table.Caption>Recommended stream settings</Table.Caption>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">Resolution</Table.Th>
                <Table.Td>480p to 720p</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Frame rate</Table.Th>
                <Table.Td>60 fps (30 fps is acceptable)</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Bitrate</Table.Th>
                <Table.Td>1000 to 1500 kbps</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </TableScroll>
        <Text size="sm">
          A lower bitrate is kinder to your upload and to the restream; the Game Boy&apos;s small screen looks great
          even at 480p.
        </Text>
      </Section>
    </Page>
  );
}
