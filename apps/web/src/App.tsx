import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

/** Everything the app needs around its routes. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      // Every variable at run time instead of Mantine's default-css-variables stylesheet (see styles/mantine.ts).
      deduplicateCssVariables={false}
    >
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
