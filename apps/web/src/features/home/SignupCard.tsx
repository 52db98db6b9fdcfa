import { Button, Card, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSignup } from '../../api/signup';
import { EntryStatusCard } from '../../components/EntryStatusCard';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { paths } from '../../urls';

export const SIGNUP_ERROR = 'Error loading your sign-up. Please try again later.';

/**
 * The personal home's sign-up card (issue 27, rules §38): the caller's entry with what they may do now (check in,
 * withdraw, accept the rules again), or the call to register while sign-ups are open; nothing otherwise.
 */
export function SignupCard() {
  const signup = useSignup();
  if (signup.isPending) return <Skeleton height={160} radius="md" aria-hidden="true" />;
  if (signup.isError) {
    return (
      <ServerErrorAlert
        title={SIGNUP_ERROR}
        error={signup.error}
        onRetry={() => void signup.refetch()}
        retrying={signup.isFetching}
      />
    );
  }
  const { entry, phase, year } = signup.data;
  if (entry) return <EntryStatusCard signup={signup.data} entry={entry} />;
  if (phase !== 'open') return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="home-signup-heading">
      <Title order={3} size="h4" id="home-signup-heading" mb="xs">
        Sign-ups for {year} are open
      </Title>
      <Text mb="sm">Enter the season yourself: check what entering needs, answer three questions, and you are in.</Text>
      <Button component={Link} to={paths.register}>
        Register
      </Button>
    </Card>
  );
}
