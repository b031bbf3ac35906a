import { useQuery } from '@tanstack/react-query';
import { withTexts } from '../../lib/with-texts.ts';

/** The country and region lists, fetched as a separate chunk the first time a fieldset needs them. */
export function useIsoPlaces() {
  return useQuery({
    queryKey: ['iso-places'],
    queryFn: () => withTexts(import('./iso-places.ts')),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  }).data;
}
