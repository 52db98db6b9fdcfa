import { Avatar, Button, Menu, Skeleton, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { LogoutIcon, SettingsIcon, UserIcon } from '../components/icons';
import { avatarUrl } from '../auth/types';
import { useAuth } from '../auth/useAuth';
import { api, paths } from '../urls';
import classes from './Header.module.css';

/** Login button for visitors; avatar + name with Profile / Settings / Logout for users. */
export function UserArea() {
  const { user, isLoading, logout } = useAuth();

  if (isLoading) return <Skeleton circle height={32} aria-hidden="true" />;

  if (!user) {
    // A plain link: login is a full browser navigation to the server (Discord OAuth).
    return (
      <Button component="a" href={api.login} variant="white" size="sm">
        Login
      </Button>
    );
  }

  return (
    <Menu position="bottom-end" offset={6} shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton className={classes.userButton}>
          <Avatar
            src={avatarUrl(user)}
            alt=""
            name={user.displayName}
            color="initials"
            size={32}
            className={classes.avatar}
          />
          <span className={classes.userName}>{user.displayName}</span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as {user.username}</Menu.Label>
        <Menu.Item component={Link} to={paths.user.profile} leftSection={<UserIcon size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to={paths.user.settings} leftSection={<SettingsIcon size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<LogoutIcon size={16} />}
          onClick={() => {
            void logout();
          }}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
