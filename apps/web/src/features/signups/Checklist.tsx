import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ChecklistItem, ChecklistKey } from '@pokered/core/schemas/signups';
import { Link } from 'react-router';
import { CheckCircleIcon, CrossCircleIcon } from '../../components/icons';

/** The words of the link that fixes an unmet item (the server names the page). */
const FIX_LABEL: Record<ChecklistKey, string> = {
  racetime: 'Open your settings to link it',
  country: 'Open your settings to choose it',
  'not-blocked': 'Ask an organiser',
};

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * What entering needs (rules §38), live: each item done or to do, said in words beside its icon, and an unmet item's
 * link to the page that fixes it. Coming back from that page reads the checklist again (the sign-up query refetches
 * when the page mounts or the window regains focus).
 */
export function Checklist({ items }: { items: ChecklistItem[] }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="checklist-heading">
      <Title order={2} size="h3" id="checklist-heading">
        What entering needs
      </Title>
      <ul style={list}>
        {items.map((item) => (
          <li key={item.key}>
            <Group gap="xs" wrap="nowrap" align="flex-start" py={4}>
              {item.met ? (
                <CheckCircleIcon
                  size={20}
                  style={{ color: 'var(--mantine-color-green-text)', flexShrink: 0, marginTop: 3 }}
                />
              ) : (
                <CrossCircleIcon
                  size={20}
                  style={{ color: 'var(--mantine-color-red-text)', flexShrink: 0, marginTop: 3 }}
                />
              )}
              <div>
                <Text>
                  <Text span fw={700}>
                    {item.met ? 'Done: ' : 'To do: '}
                  </Text>
                  {item.label}
                </Text>
                {!item.met && item.fixPath ? (
                  <Anchor component={Link} to={item.fixPath}>
                    {FIX_LABEL[item.key]}
                  </Anchor>
                ) : null}
              </div>
            </Group>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
