import { Link, useLocation } from 'react-router';
import { loginUrl } from '../auth/loginUrl';
import { avatarUrl } from '../auth/types';
import { useAuth } from '../auth/useAuth';
import { DisclosureMenu } from '../components/DisclosureMenu';
import { LogoutIcon, SettingsIcon, UserIcon } from '../components/icons';
import { paths } from '../urls';
import classes from './Header.module.css';
import { UserAvatar } from './UserAvatar';

/** Login button for visitors; avatar + name with Profile / Settings / Logout for users. */
export function UserArea() {
  const { user, isLoading, logout } = useAuth();
  // Without the #fragment: the server renders this link too, and never sees one (no hydration mismatch).
  const { pathname, search } = useLocation();

  // Plain elements styled like Mantine's Skeleton and white Button (Header.module.css): their code stays out of the shell.
  if (isLoading) return <span className={classes.userPlaceholder} aria-hidden="true" />;

  if (!user) {
    // A plain link: login is a full browser navigation to the server (Discord OAuth), back here after (rules §29).
    return (
      <a href={loginUrl(pathname + search)} className={classes.loginButton}>
        Login
      </a>
    );
  }

  return (
    <DisclosureMenu
      align="end"
      buttonClassName={classes.userButton}
      label={
        <>
          <UserAvatar src={avatarUrl(user)} name={user.displayName} />
          <span className={classes.userName}>{user.displayName}</span>
        </>
      }
    >
      <DisclosureMenu.Label>Signed in as {user.username}</DisclosureMenu.Label>
      <DisclosureMenu.Item>
        <Link to={paths.user.profile}>
          <UserIcon size={16} />
          Profile
        </Link>
      </DisclosureMenu.Item>
      <DisclosureMenu.Item>
        <Link to={paths.user.settings}>
          <SettingsIcon size={16} />
          Settings
        </Link>
      </DisclosureMenu.Item>
      <DisclosureMenu.Divider />
      <DisclosureMenu.Item>
        <button
          type="button"
          onClick={() => {
            void logout();
          }}
        >
          <LogoutIcon size={16} />
          Logout
        </button>
      </DisclosureMenu.Item>
    </DisclosureMenu>
  );
}
