import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SectionSettings, SettingsSection } from '#shared/settings/settings.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** A section as GET /settings/{section} answers it: what PUT takes, plus who changed it last and when. */
export type SettingsAnswer<S extends SettingsSection> = SectionSettings<S> & {
  updatedAt: string | null;
  updatedBy: string | null;
};

export const settingsKeys = { section: (section: SettingsSection) => ['settings', section] as const };

/** GET /settings/{section} (admins). */
export function useSettings<S extends SettingsSection>(section: S) {
  return useQuery({
    queryKey: settingsKeys.section(section),
    queryFn: ({ signal }) => api<SettingsAnswer<S>>(`/settings/${section}`, { signal }),
  });
}

/** PUT /settings/{section}: the whole section; the answer becomes the page's copy. */
export function useSaveSettings<S extends SettingsSection>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: SectionSettings<S>) =>
      api<SettingsAnswer<S>>(`/settings/${section}`, { method: 'PUT', body: value }),
    // The form shows the server's 400 beside itself.
    meta: { errorToast: false },
    onSuccess: (answer) => queryClient.setQueryData(settingsKeys.section(section), answer),
  });
}
