import type { AuthUser } from '../../auth/types';
import { LoggedInIntro } from './LoggedInIntro';
import { PersonalHome } from './PersonalHome';

/** rules §19: a logged-in user's home leads with what they have to do next, then the welcome and its buttons. */
export default function LoggedInHome({ user, isRunner }: { user: AuthUser; isRunner: boolean }) {
  return (
    <>
      <PersonalHome user={user} />
      <LoggedInIntro isRunner={isRunner} />
    </>
  );
}
