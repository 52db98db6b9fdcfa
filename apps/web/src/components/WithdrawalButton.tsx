import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useWithdrawal, type WithdrawalAction } from '../api/adminWithdrawal';
import { ServerErrorAlert } from './ServerErrorAlert';

/** The sentence over a failed withdrawal or reinstatement, naming the runner. */
function withdrawalError(action: WithdrawalAction, displayName: string): string {
  return `Error ${action === 'withdraw' ? 'withdrawing' : 'reinstating'} ${displayName}.`;
}

const COPY: Record<
  WithdrawalAction,
  { button: string; yes: string; question: (name: string) => string; note: string }
> = {
  withdraw: {
    button: 'Withdraw',
    yes: 'Yes, withdraw',
    question: (name) => `Withdraw ${name} from the tournament?`,
    note: 'They keep their results and points, are listed as Withdrawn in the standings, are never drawn again and leave their bracket at the next round end. You can reinstate them later.',
  },
  reinstate: {
    button: 'Reinstate',
    yes: 'Yes, reinstate',
    question: (name) => `Reinstate ${name}?`,
    note: 'They are ranked again, count toward the playoff cut and can be drawn into groups.',
  },
};

export interface WithdrawalButtonProps {
  runner: { _id: string; displayName: string };
  action: WithdrawalAction;
  /** Told the server's message on success (the row may disappear from its list once the lists reload). */
  onDone?: (message: string) => void;
}

/**
 * Withdraw or reinstate one runner (rules §8), for the admin screens: the button, then a confirmation naming the
 * runner, progress while it is sent, and the server's refusal with a Retry.
 */
export function WithdrawalButton({ runner, action, onDone }: WithdrawalButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const withdrawal = useWithdrawal();
  const copy = COPY[action];
  const send = () => {
    withdrawal.mutate(
      { userId: runner._id, action },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          onDone?.(answer.message);
        },
      },
    );
  };

  if (withdrawal.isError) {
    return (
      <Stack gap={6} align="flex-start">
        <ServerErrorAlert title={withdrawalError(action, runner.displayName)} error={withdrawal.error} />
        <Group gap="xs">
          <Button size="xs" onClick={send} loading={withdrawal.isPending}>
            Retry
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              withdrawal.reset();
              setConfirming(false);
            }}
          >
            Cancel
          </Button>
        </Group>
      </Stack>
    );
  }
  if (confirming) {
    return (
      <Alert color="yellow" variant="light" role="alert" title={copy.question(runner.displayName)} p="sm">
        <Stack gap="xs">
          <Text size="sm">{copy.note}</Text>
          <Group gap="xs">
            <Button
              size="xs"
              color={action === 'withdraw' ? 'red' : undefined}
              onClick={send}
              loading={withdrawal.isPending}
            >
              {copy.yes}
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)} disabled={withdrawal.isPending}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Button
      size="xs"
      variant="default"
      onClick={() => setConfirming(true)}
      aria-label={`${copy.button} ${runner.displayName}`}
    >
      {copy.button}
    </Button>
  );
}
