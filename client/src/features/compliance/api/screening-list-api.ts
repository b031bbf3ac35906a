import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScreeningListAnswer } from '#shared/compliance/screening-list.schema.ts';
import { api } from '../../../lib/api-client.ts';

/*
 * The store's denied-party list (PRODUCT.md §19): its summary, upload and removal. A change of the
 * list re-screens every company, so the companies' answers are read again too.
 */
export type { ScreeningListAnswer };

export const screeningListKey = ['compliance', 'screening-list'] as const;
const path = '/compliance/screening-list';

/** GET /compliance/screening-list (store admins): entries, file and upload date. */
export function useScreeningList() {
  return useQuery({
    queryKey: screeningListKey,
    queryFn: ({ signal }) => api<ScreeningListAnswer>(path, { signal }),
  });
}

function useListChange<Input>(change: (input: Input) => Promise<ScreeningListAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      queryClient.setQueryData(screeningListKey, answer);
      // Every company was screened again: their flags may have changed.
      return queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
  });
}

/** POST /compliance/screening-list: the CSV under `file` replaces the whole list. */
export function useUploadScreeningList() {
  return useListChange((file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    return api<ScreeningListAnswer>(path, { method: 'POST', body: form });
  });
}

/** DELETE /compliance/screening-list: nothing is screened until the next upload. */
export function useRemoveScreeningList() {
  return useListChange(() => api<ScreeningListAnswer>(path, { method: 'DELETE' }));
}
