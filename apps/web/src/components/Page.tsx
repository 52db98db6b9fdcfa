import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { documentTitle } from '../config/site';

export interface PageProps {
  /** The page's heading; also used for the browser tab title unless `documentTitle` is given. */
  title: ReactNode;
  /** Browser tab title (defaults to `title` when it is a string). */
  documentTitle?: string;
  /**
   * 1 for a page of its own; 2 for a page shown under a dashboard that already has the h1
   * (admin and Pickems child pages).
   */
  headingLevel?: 1 | 2;
  /** Extra content shown beside the heading (e.g. a filter or button). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of a page: sets the document title and renders the one heading of the page.
 * React 19 moves the `<title>` into `<head>`.
 */
export function Page({ title, documentTitle: tabTitle, headingLevel = 1, actions, children }: PageProps) {
  const tab = tabTitle ?? (typeof title === 'string' ? title : undefined);
  return (
    <Stack gap="lg">
      <title>{documentTitle(tab)}</title>
      {actions ? (
        <Stack gap="sm">
          <Title order={headingLevel}>{title}</Title>
          {actions}
        </Stack>
      ) : (
        <Title order={headingLevel}>{title}</Title>
      )}
      {children}
    </Stack>
  );
}
