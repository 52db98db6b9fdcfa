import { PagePlaceholder } from '../../components/PagePlaceholder';

/**
 * Your Picks. Placeholder: replace this file's content (keep the default export).
 * Shown under a dashboard that already has the page's h1, hence the h2.
 */
export default function PicksPage() {
  return (
    <PagePlaceholder
      title="Your Picks"
      description="Your Pickems selections will appear here." headingLevel={2}
    />
  );
}
