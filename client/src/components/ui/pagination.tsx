import { messages } from '#shared/messages/storefront.ts';

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

const t = messages.catalog;

/** Previous / "Page X of Y" / Next under the products grid. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  return (
    <nav aria-label={t.pagination} className="flex items-center justify-center gap-4">
      {/* From a page past the end (a stale link), Previous goes to the last page there is. */}
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
        {t.previous}
      </button>
      <p>{t.pageOf(page, pages)}</p>
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </button>
    </nav>
  );
}
