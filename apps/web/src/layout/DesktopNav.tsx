import { NavLink, useLocation } from 'react-router';
import { DisclosureMenu } from '../components/DisclosureMenu';
import { ChevronDownIcon, ExternalLinkIcon } from '../components/icons';
import { paths } from '../urls';
import classes from './Header.module.css';
import type { NavItem } from './navItems';

function RacesMenu({ label, links }: { label: string; links: { label: string; to: string }[] }) {
  const { pathname } = useLocation();
  const active = pathname === paths.races.root || pathname.startsWith(`${paths.races.root}/`);
  return (
    <DisclosureMenu
      buttonClassName={classes.navLink}
      active={active}
      label={
        <>
          {label}
          <ChevronDownIcon size={14} className={classes.chevron} />
        </>
      }
    >
      {links.map((link) => (
        <DisclosureMenu.Item key={link.to}>
          <NavLink to={link.to} end>
            {link.label}
          </NavLink>
        </DisclosureMenu.Item>
      ))}
    </DisclosureMenu>
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
