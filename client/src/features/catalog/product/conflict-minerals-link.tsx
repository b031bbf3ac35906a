import type { Product } from '#shared/catalog/product.schema.ts';
import { conflictMineralsReportPath } from '#shared/compliance/conflict-minerals.schema.ts';
import { productCompliance as t } from '#shared/messages/product-compliance.ts';
import { apiBaseUrl } from '../../../config/env.ts';
import { useConflictMineralsReports } from '../../../lib/queries/conflict-minerals-reports.ts';

/**
 * PRODUCT.md §19: a product containing conflict minerals links the store's report for its metal,
 * once the store has published one (read after the page shows: nothing else waits for it).
 */
export function ConflictMineralsLink({ product }: { product: Pick<Product, 'conflictMinerals' | 'metal'> }) {
  const wanted = product.conflictMinerals && product.metal !== null;
  const reports = useConflictMineralsReports(wanted);
  const report = wanted ? reports.data?.find((candidate) => candidate.metal === product.metal) : undefined;
  if (!report) return null;
  return (
    <a href={`${apiBaseUrl}${conflictMineralsReportPath(report.metal)}`} className="link self-start" download>
      {t.reportLink}
    </a>
  );
}
