import { Button } from '@mantine/core';
import { discordNotice } from '@pokered/core/confirmations';
import { useState } from 'react';
import { useWithdrawal, type WithdrawalAction } from '../api/adminWithdrawal';
import { ConfirmDialog } from './ConfirmDialog';

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
 * Withdraw or reinstate one runner (rules §8), for the admin screens: the button, then a confirmation dialog naming
 * the runner (rules §22), progress while it is sent, and the server's refusal with a Retry in the dialog.
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

  const close = () => {
    setConfirming(false);
    withdrawal.reset();
  };

  return (
    <>
      <Button
        size="xs"
        variant="default"
        onClick={() => setConfirming(true)}
        aria-label={`${copy.button} ${runner.displayName}`}
      >
        {copy.button}
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={close}
        title={copy.question(runner.displayName)}
        confirmLabel={copy.yes}
        keepLabel="Keep as is"
        onConfirm={send}
        destructive={action === 'withdraw'}
        pending={withdrawal.isPending}
        failure={
          withdrawal.isError
            ? { title: withdrawalError(action, runner.displayName), error: withdrawal.error, onRetry: send }
            : null
        }
      >
        {`${copy.note} ${discordNotice(action)}`}
      </ConfirmDialog>
    </>
  );
}
