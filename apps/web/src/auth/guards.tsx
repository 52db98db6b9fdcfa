import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PokeballLoader } from '../components/PokeballLoader';
import { paths } from '../urls';
import type { AuthUser } from './types';
import { useAuth } from './useAuth';

interface GuardProps {
  /** What to show when allowed; defaults to the child route (`<Outlet />`). */
  children?: ReactNode;
}

function Guard({ allow, children }: GuardProps & { allow: (user: AuthUser | null) => boolean }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PokeballLoader label="Checking your login…" />;
  if (!allow(user)) return <Navigate to={paths.home} replace />;
  return children ?? <Outlet />;
}

/** Logged-in users only; everyone else goes to /. */
export function RequireAuth({ children }: GuardProps) {
  return <Guard allow={(user) => user !== null}>{children}</Guard>;
}

/** `isAdmin === true` only; everyone else goes to /. */
export function RequireAdmin({ children }: GuardProps) {
  return <Guard allow={(user) => user?.isAdmin === true}>{children}</Guard>;
}

/** `role === 'runner'` only; everyone else goes to /. */
export function RequireRunner({ children }: GuardProps) {
  return <Guard allow={(user) => user?.role === 'runner'}>{children}</Guard>;
}
