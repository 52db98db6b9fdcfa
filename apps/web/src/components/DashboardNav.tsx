import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

export interface DashboardLink {
  label: string;
  to: string;
}

/** A row of button links for a section dashboard (admin, Pickems); the current one is filled. */
export function DashboardNav({ label, links }: { label: string; links: readonly DashboardLink[] }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label}>
      <Group gap="xs">
        {links.map((link) => {
          const current = pathname === link.to;
          return (
            <Button
              key={link.to}
              component={Link}
              to={link.to}
              variant={current ? 'filled' : 'light'}
              size="sm"
              aria-current={current ? 'page' : undefined}
            >
              {link.label}
            </Button>
          );
        })}
      </Group>
    </nav>
  );
}
