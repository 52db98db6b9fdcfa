import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Bracket } from '@pokered/core/brackets';
import type { DrawnGroup } from '@pokered/core/draw';
import colorClasses from '../../../components/bracketColors.module.css';
import { bracketStyle } from '../../../components/bracketStyle';
import type { Seat } from './drawEditing';

export interface DraftGroupsProps {
  groups: readonly DrawnGroup[];
  nameOf: (id: string) => string;
  /** The seat picked for a swap; absent when the groups are only shown. */
  selected?: Seat | null;
  onPick?: (seat: Seat) => void;
  /** Group indexes (0-based) holding a repeated pairing. */
  repeatGroups?: ReadonlySet<number>;
}

/** The groups of a draw by bracket, in draw order; with `onPick`, every runner is a button that picks it for a swap. */
export function DraftGroups({ groups, nameOf, selected = null, onPick, repeatGroups }: DraftGroupsProps) {
  const brackets: Bracket[] = [];
  for (const group of groups) if (!brackets.includes(group.bracket)) brackets.push(group.bracket);
  return (
    <Stack gap="lg">
      {brackets.map((bracket) => {
        const inBracket = groups.flatMap((group, index) => (group.bracket === bracket ? [{ group, index }] : []));
        return (
          <Stack gap="sm" key={bracket} component="section" aria-label={`${bracket} bracket`}>
            <Title order={3} size="h4">
              <span className={colorClasses.colored} style={bracketStyle(bracket)}>
                {bracket} bracket
              </span>{' '}
              ({inBracket.length} groups)
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm">
              {inBracket.map(({ group, index }) => (
                <Card key={index} withBorder padding="sm" component="article" aria-label={`Group ${String(index + 1)}`}>
                  <Text fw={700}>
                    Group {index + 1}
                    {repeatGroups?.has(index) ? ' · has a repeat' : ''}
                  </Text>
                  <Stack gap={4} component="ol" style={{ margin: 0, paddingLeft: '1.25rem' }}>
                    {group.members.map((id, position) => {
                      const picked = selected?.group === index && selected.position === position;
                      return (
                        <li key={id}>
                          {onPick ? (
                            <Button
                              size="compact-sm"
                              variant={picked ? 'filled' : 'subtle'}
                              aria-pressed={picked}
                              onClick={() => onPick({ group: index, position })}
                            >
                              {nameOf(id)}
                              {picked ? ' (selected)' : ''}
                            </Button>
                          ) : (
                            nameOf(id)
                          )}
                        </li>
                      );
                    })}
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}
