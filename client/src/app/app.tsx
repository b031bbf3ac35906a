import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes.tsx';
import type { SeededQuery } from '#shared/server-rendering.ts';

/** `queries`: what the server rendered the page with, if it did (main.tsx). */
export function App({ queries }: { queries: SeededQuery[] }) {
  return (
    <AppProviders queries={queries}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
