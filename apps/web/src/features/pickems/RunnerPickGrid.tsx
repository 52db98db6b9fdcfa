import { Checkbox, Group as Row, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Runner } from '../../api/runners';
import { BracketChip } from '../../components/BracketChip';
import { CountryFlag } from '../../components/CountryFlag';
import classes from './PickCards.module.css';
import {
  filterRunners,
  isFull,
  isPicked,
  pickTargetInfo,
  targetsOf,
  type OneOffValues,
  type PickTarget,
} from './oneOffForm';

export interface RunnerPickGridProps {
  runners: readonly Runner[];
  values: OneOffValues;
  target: PickTarget;
  onToggle: (id: string) => void;
  disabled: boolean;
}

/**
 * Every runner as a card (flag, name, bracket chip) that a click puts into or takes out of the chosen list;
 * a search box narrows the cards by name. A full list leaves the other cards disabled until a pick is removed.
 */
export function RunnerPickGrid({ runners, values, target, onToggle, disabled }: RunnerPickGridProps) {
  const [query, setQuery] = useState('');
  const [onlyPicked, setOnlyPicked] = useState(false);
  const full = isFull(values, target);
  const shown = filterRunners(runners, query).filter((runner) => !onlyPicked || isPicked(values, target, runner._id));

  return (
    <Stack gap="sm">
      <Row gap="md" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label="Search runners"
          placeholder="Type a name"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <Checkbox
          label={`Only runners in ${pickTargetInfo(target).label}`}
          checked={onlyPicked}
          onChange={(event) => setOnlyPicked(event.currentTarget.checked)}
          mb={8}
        />
      </Row>
      {shown.length === 0 ? <Text size="sm">No runner found</Text> : null}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="xs" role="list" aria-label="Runners">
        {shown.map((runner) => {
          const picked = isPicked(values, target, runner._id);
          const also = targetsOf(values, runner._id)
            .filter((other) => other !== target)
            .map((other) => pickTargetInfo(other).label);
          return (
            <div role="listitem" key={runner._id}>
              <button
                type="button"
                className={classes.card}
                aria-pressed={picked}
                disabled={disabled || (full && !picked)}
                onClick={() => onToggle(runner._id)}
              >
                <span className={classes.tick} aria-hidden="true">
                  {picked ? '✓' : ''}
                </span>
                <span className={classes.body}>
                  <span className={classes.name}>
                    <span aria-hidden="true" style={{ display: 'inline-flex' }}>
                      <CountryFlag code={runner.country} />
                    </span>
                    <span>{runner.displayName}</span>
                    <BracketChip bracket={runner.currentBracket} />
                  </span>
                  {also.length > 0 ? <span className={classes.also}>{`Also: ${also.join(', ')}`}</span> : null}
                </span>
              </button>
            </div>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
