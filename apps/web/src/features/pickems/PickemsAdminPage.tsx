import { PagePlaceholder } from '../../components/PagePlaceholder';

/**
 * Pickems Admin. Placeholder: replace this file's content (keep the default export).
 * Shown under a dashboard that already has the page's h1, hence the h2.
 */
export default function PickemsAdminPage() {
  return (
    <PagePlaceholder
      title="Pickems Admin"
      description="One-off pick points are applied manually by the organizers." headingLevel={2}
    />
  );
}
