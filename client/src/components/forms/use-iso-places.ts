import { useQuery } from '@tanstack/react-query';

/** The country and region lists, fetched as a separate chunk the first time a fieldset needs them. */
export function useIsoPlaces() {
  return useQuery({
    queryKey: ['iso-places'],
    queryFn: () => import('./iso-places.ts'),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  }).data;
}
