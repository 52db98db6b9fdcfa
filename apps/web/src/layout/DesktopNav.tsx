import { Menu, UnstyledButton } from '@mantine/core';
import { Link, NavLink, useLocation } from 'react-router';
import { ChevronDownIcon, ExternalLinkIcon } from '../components/icons';
import { paths } from '../urls';
import classes from './Header.module.css';
import type { NavItem } from './navItems';

function RacesMenu({ label, links }: { label: string; links: { label: string; to: string }[] }) {
  const { pathname } = useLocation();
  const active = pathname === paths.races.root || pathname.startsWith(`${paths.races.root}/`);
  return (
    <Menu position="bottom-start" offset={6} shadow="md" width={180}>
      <Menu.Target>
        <UnstyledButton className={classes.navLink} data-active={active || undefined}>
          {label}
          <ChevronDownIcon size={14} className={classes.chevron} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => (
          <Menu.Item
            key={link.to}
            component={Link}
            to={link.to}
            aria-current={pathname === link.to ? 'page' : undefined}
            fw={pathname === link.to ? 700 : undefined}
          >
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The horizontal navigation bar (≥ 900 px). */
export function DesktopNav({ items }: { items: NavItem[] }) {
  return (
    <ul className={classes.navList}>
      {items.map((item) => (
        <li key={item.label}>
          {item.kind === 'link' && (
            <NavLink to={item.to} end={item.end} className={classes.navLink}>
              {item.label}
            </NavLink>
          )}
          {item.kind === 'races' && <RacesMenu label={item.label} links={item.links} />}
          {item.kind === 'external' && (
            <a href={item.href} target="_blank" rel="noopener noreferrer" className={classes.navLink}>
              {item.label}
              <ExternalLinkIcon size={13} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
