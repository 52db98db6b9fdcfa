import { Alert, Button, List, Stack, Text } from '@mantine/core';
import type { DrawnGroup } from '@pokered/core/draw';
import type { Draw } from '@pokered/core/schemas/draws';
import { useState } from 'react';
import type { Verification } from './drawVerify';

export const VERIFY_MATCHES =
  'It matches: the seed has the published hash, and recomputing the draw from the published order and seed gives exactly these groups.';
export const VERIFY_EDITED =
  'The seed has the published hash, but an admin edited the groups by hand after the draw, so the published groups differ from the recomputed draw:';
export const VERIFY_MISMATCH =
  'It does not match: the seed has the published hash, but recomputing the draw gives other groups, and the draw is not marked as edited:';
export const VERIFY_HASH_MISMATCH =
  'It does not match: the published seed does not have the hash published before the groups.';
export const VERIFY_FAILED = 'The draw could not be recomputed in this browser.';

type State =
  { step: 'idle' } | { step: 'running' } | { step: 'done'; result: Verification } | { step: 'failed'; error: string };

function describeGroup(group: DrawnGroup | null, nameOf: (id: string) => string): string {
  return group ? group.members.map(nameOf).join(', ') : 'no group';
}

/**
 * "Verify this draw" (rules §13): recomputes the draw in the browser with the core draw function, loaded only on
 * demand (./drawVerify), and says whether it matches; a hand-edited draw is said to be edited, with its changes.
 */
export function DrawVerifyPanel({ draw, nameOf }: { draw: Draw; nameOf: (id: string) => string }) {
  const [state, setState] = useState<State>({ step: 'idle' });

  const verify = async () => {
    setState({ step: 'running' });
    try {
      const { verifyDraw } = await import('./drawVerify');
      setState({ step: 'done', result: verifyDraw(draw) });
    } catch (error) {
      setState({ step: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="verify-heading">
      <Text component="h2" id="verify-heading" fw={700} size="lg">
        Check it yourself
      </Text>
      <Text size="sm">
        Your browser hashes the published seed, then runs the same draw code as the server on the published order,
        earlier pairings and seed (docs/draw.md explains each step).
      </Text>
      <Button onClick={() => void verify()} loading={state.step === 'running'} style={{ alignSelf: 'flex-start' }}>
        Verify this draw
      </Button>
      <div role="status" aria-live="polite">
        {state.step === 'done' ? <VerifyResult result={state.result} nameOf={nameOf} /> : null}
      </div>
      {state.step === 'failed' ? (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm" fw={700}>
            {VERIFY_FAILED}
          </Text>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{state.error}</Text>
            <Button variant="light" onClick={() => void verify()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}

function VerifyResult({ result, nameOf }: { result: Verification; nameOf: (id: string) => string }) {
  if (result.outcome === 'matches')
    return (
      <Alert color="green" variant="light">
        <Text size="sm" fw={700}>
          Verified
        </Text>
        <Text size="sm">{VERIFY_MATCHES}</Text>
      </Alert>
    );
  if (result.outcome === 'no-seed')
    return (
      <Alert color="yellow" variant="light">
        <Text size="sm" fw={700}>
          Not verifiable yet
        </Text>
        The seed is published only once the draw is confirmed.
      </Alert>
    );
  if (result.outcome === 'hash-mismatch')
    return (
      <Alert color="red" variant="light">
        <Text size="sm" fw={700}>
          Does not match
        </Text>
        {VERIFY_HASH_MISMATCH} The seed hashes to {result.hash}.
      </Alert>
    );
  return (
    <Alert color={result.edited ? 'yellow' : 'red'} variant="light">
      <Text size="sm" fw={700}>
        {result.edited ? 'Edited by hand' : 'Does not match'}
      </Text>
      <Text size="sm">{result.edited ? VERIFY_EDITED : VERIFY_MISMATCH}</Text>
      <List size="sm" mt="xs">
        {result.differences.map((difference) => (
          <List.Item key={difference.number}>
            Group {difference.number}: drawn {describeGroup(difference.recomputed, nameOf)}; published{' '}
            {describeGroup(difference.published, nameOf)}.
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
