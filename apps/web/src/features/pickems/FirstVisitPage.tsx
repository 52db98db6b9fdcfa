import { PagePlaceholder } from '../../components/PagePlaceholder';

/**
 * Your Tournament Picks. Placeholder: replace this file's content (keep the default export).
 * Shown under a dashboard that already has the page's h1, hence the h2.
 */
export default function FirstVisitPage() {
  return (
    <PagePlaceholder
      title="Your Tournament Picks"
      description="The one-off picks form (top 27, top 9, winner and best time) will appear here." headingLevel={2}
    />
  );
}
