import { PagePlaceholder } from '../../components/PagePlaceholder';

/**
 * Submit Round Picks. Placeholder: replace this file's content (keep the default export).
 * Shown under a dashboard that already has the page's h1, hence the h2.
 */
export default function SubmitPicksPage() {
  return (
    <PagePlaceholder
      title="Submit Round Picks"
      description="The form to pick a winner for each group will appear here." headingLevel={2}
    />
  );
}
