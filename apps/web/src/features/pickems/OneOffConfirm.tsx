import { Button, Group as Row, Modal, Stack, Text, Title } from '@mantine/core';
import type { OneOffPicksRequest } from '@pokered/core/schemas/pickems';
import { formatFinishTime } from '@pokered/core/time';
import type { Runner } from '../../api/runners';
import classes from './PickCards.module.css';

export interface OneOffConfirmProps {
  opened: boolean;
  body: OneOffPicksRequest | null;
  runners: readonly Runner[];
  onConfirm: () => void;
  onClose: () => void;
}

/** One-off picks cannot be changed (rules §10): the picks are listed by name once more before they are sent. */
export function OneOffConfirm({ opened, body, runners, onConfirm, onClose }: OneOffConfirmProps) {
  const names = new Map(runners.map((runner) => [runner._id, runner.displayName]));
  const name = (id: string) => names.get(id) ?? id;
  const list = (title: string, ids: readonly string[]) => (
    <section aria-label={title}>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      <ol className={classes.picks}>
        {ids.map((id) => (
          <li key={id}>{name(id)}</li>
        ))}
      </ol>
    </section>
  );

  return (
    // The header is a div: a second <header> beside the page's banner is a duplicate landmark to axe.
    <Modal.Root opened={opened && body !== null} onClose={onClose} size="lg">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>Check your picks</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          {body ? (
            <Stack gap="md">
              <Text fw={600}>These picks are made once: they cannot be changed after you submit.</Text>
              {list('Top 27', body.selectedRunners)}
              {list('Top 9', body.ultraSelectedRunners)}
              <dl style={{ margin: 0 }}>
                <Text component="dt" fw={600}>
                  Overall winner
                </Text>
                <Text component="dd" ms={0} mb="xs">
                  {name(body.selectedWinner)}
                </Text>
                <Text component="dt" fw={600}>
                  Best tournament time runner
                </Text>
                <Text component="dd" ms={0} mb="xs">
                  {name(body.selectedBestTimeRunner)}
                </Text>
                <Text component="dt" fw={600}>
                  Best tournament time guess
                </Text>
                <Text component="dd" ms={0}>
                  {formatFinishTime(body.bestTime)}
                </Text>
              </dl>
              <Row justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose}>
                  Go back
                </Button>
                <Button onClick={onConfirm}>Confirm and submit</Button>
              </Row>
            </Stack>
          ) : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
