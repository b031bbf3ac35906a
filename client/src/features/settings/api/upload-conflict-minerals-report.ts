import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConflictMineralsReport } from '#shared/compliance/conflict-minerals.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { conflictMineralsReportsKey } from '../../../lib/queries/conflict-minerals-reports.ts';

/** POST /compliance/conflict-minerals/{metal} (store admins, multipart `file`): replaces the metal's report. */
export function useUploadConflictMineralsReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ metal, file }: { metal: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api<ConflictMineralsReport>(`/compliance/conflict-minerals/${encodeURIComponent(metal)}`, {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conflictMineralsReportsKey }),
  });
}
