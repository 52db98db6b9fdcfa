import { PagePlaceholder } from '../../components/PagePlaceholder';

/**
 * Pickems Recalibration Preview. Placeholder: replace this file's content (keep the default export).
 * Shown under a dashboard that already has the page's h1, hence the h2.
 */
export default function RecalibrationPage() {
  return (
    <PagePlaceholder
      title="Pickems Recalibration Preview"
      description="The preview of recalculated Pickems points will appear here." headingLevel={2}
    />
  );
}
