import { Container } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useSiteConfig } from '../api/config';
import { useSignup } from '../api/signup';
import { useAuth } from '../auth/useAuth';
import { ColorSchemeToggle } from '../components/ColorSchemeToggle';
import { Pokeball } from '../components/Pokeball';
import { SITE_SHORT_NAME } from '../config/site';
import { useClientValue } from '../lib/hydration';
import { paths } from '../urls';
import { DesktopNav } from './DesktopNav';
import classes from './Header.module.css';
import { MobileNav } from './MobileNav';
import { buildNavItems } from './navItems';
import { UserArea } from './UserArea';

const MOBILE_NAV_ID = 'mobile-navigation';

export interface HeaderProps {
  mobileNavOpen: boolean;
  onMobileNavChange: (open: boolean) => void;
}

export function Header({ mobileNavOpen, onMobileNavChange }: HeaderProps) {
  const { isAdmin, isRunner, isLoggedIn } = useAuth();
  const { data: config } = useSiteConfig();
  // Register while sign-ups are open or the caller may check in, for a logged-in user (a visitor logs in first, and
  // the personal home then calls to register): read in the browser only, so a server-drawn page hydrates without a
  // fetch and without it.
  const signup = useSignup(useClientValue(isLoggedIn, false));
  const items = buildNavItems({
    isAdmin,
    isRunner,
    prizePoolUrl: config?.prizePoolUrl,
    signupsOpen: signup.data?.phase === 'open' || signup.data?.entry?.canCheckIn === true,
  });
  const burgerRef = useRef<HTMLButtonElement>(null);

  // Escape closes the mobile menu and puts focus back on the burger.
  useEffect(() => {
    if (!mobileNavOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onMobileNavChange(false);
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [mobileNavOpen, onMobileNavChange]);

  return (
    <header className={classes.header}>
      <Container size="xl">
        <div className={classes.bar}>
          <Link to={paths.home} className={classes.brand}>
            <Pokeball size={32} />
            <span className={classes.brandText}>{SITE_SHORT_NAME}</span>
          </Link>
          <ColorSchemeToggle className={classes.iconButton} />
          <UserArea />
          {/* Mantine's Burger drawn in CSS (Header.module.css): the shell stays free of its code. */}
          <button
            type="button"
            ref={burgerRef}
            className={classes.burger}
            onClick={() => {
              onMobileNavChange(!mobileNavOpen);
            }}
            aria-label={mobileNavOpen ? 'Close navigation' : 'Open navigation'}
            aria-expanded={mobileNavOpen}
            aria-controls={MOBILE_NAV_ID}
          >
            <span className={classes.burgerLines} />
          </button>
        </div>
        <nav aria-label="Main" className={classes.desktopNav}>
          <DesktopNav items={items} />
        </nav>
        <nav id={MOBILE_NAV_ID} aria-label="Main" className={classes.mobileNav} hidden={!mobileNavOpen}>
          <MobileNav
            items={items}
            onNavigate={() => {
              onMobileNavChange(false);
            }}
          />
        </nav>
      </Container>
    </header>
  );
}
