import { type Expression, type ExpressionBuilder, type Kysely, PostgresAdapter, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Who may see which purchase orders (`visiblePurchaseOrders` of modules/companies); absent: all. */
type Visible = (eb: ExpressionBuilder<Database, 'purchase_orders'>) => Expression<SqlBool>;

export interface CertificateFilter {
  visible?: Visible;
  /** Heat number, order number (RM-000123, 123), PO number or grade: case-insensitive, contains. */
  q?: string;
  page: number;
  pageSize: number;
}

/**
 * Every mill certificate is a `documents` row of kind `certificate` on a line (`line_id`), whoever
 * put it there: the admin's manual attach (PRODUCT.md §12) or a lot's certificate following the
 * metal to the lines it was allocated to (§20). The line names the purchase order, so the portal
 * reads the order through the line, not through the document's own `purchase_order_id`.
 */
function lineCertificates(db: Kysely<Database>) {
  return db
    .selectFrom('documents')
    .innerJoin('orders', 'orders.id', 'documents.line_id')
    .innerJoin('purchase_orders', 'purchase_orders.id', 'orders.purchase_order_id')
    .where('documents.kind', '=', 'certificate');
}

/** `%q%` for LIKE, its wildcards taken literally (escape '\'). */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Order numbers are PostgreSQL integers: a larger number names no order. */
const maxOrderNumber = 2_147_483_647;

/**
 * The search of the portal: the line's heat number, the order's number as people read it
 * (RM-000123: "rm-0001" and "123" both find it), its PO number, or the grade (the line's, else the
 * product's), each lower-cased and containing `q`.
 */
function matching(db: Kysely<Database>, q: string) {
  const like = containing(q.toLowerCase());
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // formatOrderNumber (shared/orders/purchase-order.schema.ts) in each engine's SQL.
  const orderNumber = postgres
    ? sql<string>`'rm-' || lpad(purchase_orders.number::text, 6, '0')`
    : sql<string>`printf('rm-%06d', purchase_orders.number)`;
  const digits = /^(?:rm-?)?0*(\d{1,12})$/i.exec(q)?.[1];
  const number = digits !== undefined && Number(digits) <= maxOrderNumber ? Number(digits) : undefined;
  return (eb: ExpressionBuilder<Database, 'documents' | 'orders' | 'purchase_orders' | 'products'>) =>
    eb.or([
      ...(number !== undefined ? [eb('purchase_orders.number', '=', number)] : []),
      eb(sql`lower(orders.heat_number)`, 'like', sql`${like} escape '\\'`),
      eb(sql`lower(${orderNumber})`, 'like', sql`${like} escape '\\'`),
      eb(sql`lower(purchase_orders.po_number)`, 'like', sql`${like} escape '\\'`),
      eb(sql`lower(coalesce(orders.grade, products.grade))`, 'like', sql`${like} escape '\\'`),
    ]);
}

/**
 * A page of the certificates the filter lets the caller see, newest first, and how many match in
 * all. The product's SKU, grade and standard are the line's when it kept them (a quoted item, a
 * line placed after migration 025), else the catalog product's.
 */
export async function listCertificates(db: Kysely<Database>, filter: CertificateFilter) {
  let query = lineCertificates(db).leftJoin('products', 'products.id', 'orders.product_id');
  if (filter.visible) query = query.where(filter.visible);
  const q = filter.q?.trim();
  if (q) query = query.where(matching(db, q));
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'documents.id',
      'documents.certificate_type',
      'documents.file_name',
      'documents.created_at',
      'orders.heat_number',
      'orders.product_name',
      'purchase_orders.id as purchase_order_id',
      'purchase_orders.number',
      'purchase_orders.po_number',
    ])
    .select([
      sql<string | null>`coalesce(orders.sku, products.sku)`.as('sku'),
      sql<string | null>`coalesce(orders.grade, products.grade)`.as('grade'),
      sql<string | null>`coalesce(orders.standard, products.standard)`.as('standard'),
    ])
    .orderBy('documents.created_at', 'desc')
    .orderBy('documents.id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return { rows, total: Number(counted.count) };
}

export type CertificateListRow = Awaited<ReturnType<typeof listCertificates>>['rows'][number];

/** The certificates of these ids, without their bytes, with what names their ZIP entry and who may read them. */
export function findCertificatesForZip(db: Kysely<Database>, ids: readonly string[]) {
  return lineCertificates(db)
    .select([
      'documents.id',
      'documents.file_name',
      'documents.size_bytes',
      'documents.created_at',
      'orders.line_no',
      'orders.heat_number',
      'purchase_orders.number',
      'purchase_orders.buyer_id',
      'purchase_orders.company_id',
    ])
    .where('documents.id', 'in', ids)
    .execute();
}

export type ZipCertificateRow = Awaited<ReturnType<typeof findCertificatesForZip>>[number];
