import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthProvider } from '../features/auth/auth-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import type { SeededQuery } from '#shared/server-rendering.ts';
import { seedQueries } from './seeded-queries.ts';

export function AppProviders({ children, queries = [] }: { children: ReactNode; queries?: SeededQuery[] }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedQueries(client, queries);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
