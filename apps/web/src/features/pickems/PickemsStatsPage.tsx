import { PagePlaceholder } from '../../components/PagePlaceholder';

/**
 * Pickems Stats. Placeholder: replace this file's content (keep the default export).
 * Shown under a dashboard that already has the page's h1, hence the h2.
 */
export default function PickemsStatsPage() {
  return (
    <PagePlaceholder
      title="Pickems Stats"
      description="The most popular picks will appear here." headingLevel={2}
    />
  );
}
