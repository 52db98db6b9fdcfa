import { useId } from 'react';
import { NavLink } from 'react-router';
import { ExternalLinkIcon } from '../components/icons';
import classes from './Header.module.css';
import type { NavItem } from './navItems';

/** The stacked navigation shown when the burger is open (< 900 px). */
export function MobileNav({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const racesLabelId = useId();
  return (
    <ul className={classes.mobileList}>
      {items.map((item) => (
        <li key={item.label}>
          {item.kind === 'link' && (
            <NavLink to={item.to} end={item.end} className={classes.navLink} onClick={onNavigate}>
              {item.label}
            </NavLink>
          )}
          {item.kind === 'races' && (
            <>
              <span id={racesLabelId} className={classes.mobileGroupLabel}>
                {item.label}
              </span>
              <ul className={classes.mobileSubList} aria-labelledby={racesLabelId}>
                {item.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={classes.navLink} onClick={onNavigate}>
                      {link.label === 'Submit Race' ? link.label : `${link.label} Races`}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </>
          )}
          {item.kind === 'external' && (
            <a href={item.href} target="_blank" rel="noopener noreferrer" className={classes.navLink}>
              {item.label}
              <ExternalLinkIcon size={14} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
