import { Text } from '@mantine/core';
import { Page } from './Page';

export interface PagePlaceholderProps {
  title: string;
  description: string;
  headingLevel?: 1 | 2;
}

/** Stand-in content for a page that is still being built. */
export function PagePlaceholder({ title, description, headingLevel = 1 }: PagePlaceholderProps) {
  return (
    <Page title={title} headingLevel={headingLevel}>
      <Text>{description}</Text>
    </Page>
  );
}
