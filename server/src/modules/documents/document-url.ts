/** Where a stored document is downloaded (GET /documents/{id}): same-origin, as answers carry it. */
export function documentUrl(id: string): string {
  return `/documents/${encodeURIComponent(id)}`;
}
