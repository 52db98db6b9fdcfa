import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppActivity } from './components/AppActivity';
import { AppRoutes } from './routes';
import { RenderTimeContext } from './lib/hydration';
import { RenderedPagesContext } from './ssr/lazyPage';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

export interface AppProps {
  queryClient: QueryClient;
  /** Puts the routes in a router: `BrowserRouter` in the browser, `StaticRouter` on the server. */
  router: (routes: ReactNode) => ReactNode;
  /** When the server drew the page being rendered or hydrated (src/lib/hydration.ts). */
  renderedAt?: number;
  /** Server only: collects the lazily loaded pages it draws (src/ssr/lazyPage.ts). */
  renderedPages?: Set<string>;
  /**
   * False on a page the server drew with Mantine's CSS variables linked as a stylesheet (build/mantineVariables.ts):
   * then neither the server nor the hydrating browser writes them inline. The shell's app writes them (default).
   */
  inlineCssVariables?: boolean;
}

/** Everything the app needs around its routes: the same tree in the browser and on the server. */
export function App({ queryClient, router, renderedAt, renderedPages, inlineCssVariables = true }: AppProps) {
  return (
    <RenderTimeContext value={renderedAt}>
      <RenderedPagesContext value={renderedPages ?? null}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="auto"
          // Every variable at run time instead of Mantine's default-css-variables stylesheet (see styles/mantine.ts).
          deduplicateCssVariables={false}
          withCssVariables={inlineCssVariables}
        >
          <QueryClientProvider client={queryClient}>
            {router(<AppRoutes />)}
            <AppActivity />
          </QueryClientProvider>
        </MantineProvider>
      </RenderedPagesContext>
    </RenderTimeContext>
  );
}
