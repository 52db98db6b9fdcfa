import { Container } from '@mantine/core';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ListSprites } from '../components/ListSprites';
import { PokeballLoader } from '../components/PokeballLoader';
import classes from './AppLayout.module.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteErrorBoundary } from './RouteErrorBoundary';

export const MAIN_CONTENT_ID = 'main-content';

/** After an in-app navigation: close the mobile menu, scroll to the top, move focus to the new page. */
function useRouteChangeEffects(closeMobileNav: () => void) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    closeMobileNav();
    window.scrollTo({ top: 0 });
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname, closeMobileNav]);
  return pathname;
}

/** The shell: skip link, header with navigation, the page (lazy, with a loader), footer, the lists' sprites. */
export function AppLayout() {
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const closeMobileNav = useCallback(() => {
    setMobileNavOpen(false);
  }, []);
  const pathname = useRouteChangeEffects(closeMobileNav);
  // `?overlay=1` (the group draw's streaming view, rules §13): the page alone on a transparent background.
  const overlay = new URLSearchParams(useLocation().search).get('overlay') === '1';

  if (overlay)
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.overlay}>
        <ListSprites />
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PokeballLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
    );

  return (
    <div className={classes.shell}>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <Header mobileNavOpen={mobileNavOpen} onMobileNavChange={setMobileNavOpen} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Container size="xl">
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PokeballLoader />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </Container>
      </main>
      <Footer />
      {/* Once per page: the icons and bracket colours that long lists reference (rules §32). */}
      <ListSprites />
    </div>
  );
}
