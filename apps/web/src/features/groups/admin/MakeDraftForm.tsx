import { Alert, Button, Radio, Stack, Text, Textarea } from '@mantine/core';
import type { Round } from '@pokered/core/rounds';
import { useState, type SubmitEvent } from 'react';
import type { Runner } from '../../../api/runners';
import { parseOrder } from './drawEditing';

export interface MakeDraftFormProps {
  round: Round;
  runners: readonly Runner[];
  pending: boolean;
  onMake: (order: string[] | undefined) => void;
}

/**
 * "Make draft" (rules §13). Round 1 has no standings: the order is random from the draw's seed unless the admin
 * pastes one (one runner a line, best seed first); later rounds are seeded by the standings.
 */
export function MakeDraftForm({ round, runners, pending, onMake }: MakeDraftFormProps) {
  const [mode, setMode] = useState<'random' | 'given'>('random');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const roundOne = round === 'Round 1';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!roundOne || mode === 'random') {
      onMake(undefined);
      return;
    }
    const { ids, unknown } = parseOrder(text, runners);
    if (unknown.length > 0) {
      setProblem(`No runner is called ${unknown.map((name) => `“${name}”`).join(', ')}.`);
      return;
    }
    if (ids.length === 0) {
      setProblem('Paste the order: one runner a line, best seed first.');
      return;
    }
    setProblem(null);
    onMake(ids);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <Text>
          {roundOne
            ? 'Round 1 has no standings yet: the draw seeds the runners in a random order from its seed, or in the order you give.'
            : `${round} is seeded by the standings.`}{' '}
          The draft shows its seed’s hash first; nobody sees the seed until you confirm.
        </Text>
        {roundOne ? (
          <Radio.Group
            label="Seeding order"
            value={mode}
            onChange={(value) => setMode(value === 'given' ? 'given' : 'random')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="random" label="Random from the draw’s seed (default)" />
              <Radio value="given" label="The order I paste" />
            </Stack>
          </Radio.Group>
        ) : null}
        {roundOne && mode === 'given' ? (
          <Textarea
            label="Order"
            description="One runner a line (display name or Discord username), best seed first; every runner of the round once."
            rows={8}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setProblem(null);
            }}
          />
        ) : null}
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          Make draft
        </Button>
      </Stack>
    </form>
  );
}
