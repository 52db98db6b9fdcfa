import { PagePlaceholder } from '../../components/PagePlaceholder';

/**
 * Leaderboard. Placeholder: replace this file's content (keep the default export).
 * Shown under a dashboard that already has the page's h1, hence the h2.
 */
export default function LeaderboardPage() {
  return (
    <PagePlaceholder
      title="Leaderboard"
      description="The Pickems leaderboard will appear here." headingLevel={2}
    />
  );
}
