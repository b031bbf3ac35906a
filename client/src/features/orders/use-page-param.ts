import { useSearchParams } from 'react-router';

/**
 * The list's page number in the URL (?page=), so Back and a shared link keep the page, and the
 * cursor the page was reached by (?after=, from Next), which reads it off the index wherever it is.
 * A page without its cursor (a typed link, Previous) is read by offset.
 */
export function usePageParam(): [number, (page: number, after?: string) => void, string | undefined] {
  const [params, setParams] = useSearchParams();
  const parsed = Number(params.get('page') ?? '1');
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
  const after = page > 1 ? (params.get('after') ?? undefined) : undefined;
  const setPage = (next: number, nextAfter?: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      if (next > 1 && nextAfter) updated.set('after', nextAfter);
      else updated.delete('after');
      return updated;
    });
  return [page, setPage, after];
}
