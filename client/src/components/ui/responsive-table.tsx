import type { ReactNode } from 'react';

/**
 * One column of a ResponsiveTable. `header` heads the column on a wide screen and labels the cell
 * on a phone, where each row is a card (PRODUCT.md §23: no page scrolls sideways at 390 px).
 */
export interface Column<Row> {
  header: string;
  /** The cell's content; left out where the table's renderRow draws the rows. */
  cell?: (row: Row, index: number) => ReactNode;
  /** The cell that names the row (`<th scope="row">`): the product, the order number. */
  rowHeader?: boolean;
  /** Amounts and counts: right-aligned. */
  numeric?: boolean;
  /** Read by screen readers only on a wide screen (a column of buttons), no label on a card. */
  hideHeader?: boolean;
  className?: string;
  /** What the header shows instead of its text (a select-all checkbox); `header` still labels the cards. */
  headerContent?: ReactNode;
  /** The header's own classes: a column shown from some width on (`hidden md:table-cell`). */
  headerClassName?: string;
}

/** A column, or nothing: `cond && column` leaves a column out. */
export type MaybeColumn<Row> = Column<Row> | false | null | undefined;

interface CellProps {
  /** The column header, shown beside the value on a phone's card. */
  label?: string | undefined;
  rowHeader?: boolean | undefined;
  numeric?: boolean | undefined;
  className?: string | undefined;
  colSpan?: number | undefined;
  rowSpan?: number | undefined;
  'data-testid'?: string | undefined;
  children?: ReactNode;
}

/** A cell of a ResponsiveTable, for rows the caller renders itself (a row with its own state, a footer). */
export function TableCell({ label, rowHeader, numeric, className = '', children, ...span }: CellProps) {
  const classes = `${numeric ? 'text-right tabular-nums whitespace-nowrap' : ''} ${className}`.trim() || undefined;
  return rowHeader ? (
    <th scope="row" data-label={label} className={classes} {...span}>
      {children}
    </th>
  ) : (
    <td data-label={label} className={classes} {...span}>
      {children}
    </td>
  );
}

interface ResponsiveTableProps<Row> {
  /** Names the table: for screen readers, or shown above it with `captionVisible`. */
  caption?: string | undefined;
  captionVisible?: boolean;
  /** The box's id (a chart's table alternative is named by it). */
  id?: string | undefined;
  columns: readonly MaybeColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
  /** A row the caller renders (a row with its own state) from the columns' headers: TableCell cells. */
  renderRow?: (row: Row, index: number) => ReactNode;
  /** A `<tbody>` per row, which the caller renders: an order whose lines are its rows. */
  renderGroup?: (row: Row, index: number) => ReactNode;
  /** Rows of `<tfoot>` (TableCell cells): totals. */
  footer?: ReactNode;
  /** The footer stays at the bottom of the screen on a phone while the table is in view: a total. */
  stickyFooter?: boolean;
  size?: 'sm' | 'md';
  /** Being read again (a search typed a moment ago): aria-busy and dimmed. */
  busy?: boolean | undefined;
  /** The box around the table; false inside a card that has its own. */
  bordered?: boolean;
  className?: string;
}

export const presentColumns = <Row,>(columns: readonly MaybeColumn<Row>[]): Column<Row>[] =>
  columns.filter((column): column is Column<Row> => Boolean(column));

/**
 * The web app's one table: a daisyUI table on a wide screen; on a phone each row a card whose
 * cells are labelled by their column headers (`data-label`, styles.css `.responsive-table`).
 */
export function ResponsiveTable<Row>({
  caption,
  captionVisible = false,
  id,
  columns,
  rows,
  rowKey,
  rowClassName,
  renderRow,
  renderGroup,
  footer,
  stickyFooter = false,
  size = 'md',
  busy,
  bordered = true,
  className = '',
}: ResponsiveTableProps<Row>) {
  const shown = presentColumns(columns);
  const plainRow = (row: Row, index: number) => (
    <tr key={rowKey(row)} className={rowClassName?.(row)}>
      {shown.map((column) => (
        <TableCell
          key={column.header}
          label={column.hideHeader ? undefined : column.header}
          rowHeader={column.rowHeader}
          numeric={column.numeric}
          className={column.className}
        >
          {column.cell?.(row, index)}
        </TableCell>
      ))}
    </tr>
  );
  return (
    <div
      id={id}
      className={`responsive-table-box ${bordered ? 'rounded-box border border-base-300' : ''} ${className}`}
    >
      <table
        aria-busy={busy}
        className={`table responsive-table ${size === 'sm' ? 'table-sm' : ''} ${stickyFooter ? 'sticky-foot' : ''} ${busy ? 'opacity-60' : ''}`}
      >
        {caption && <caption className={captionVisible ? 'p-2 text-left font-semibold' : 'sr-only'}>{caption}</caption>}
        <thead>
          <tr>
            {shown.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`${column.numeric ? 'text-right' : ''} ${column.headerClassName ?? ''}`.trim() || undefined}
              >
                {column.headerContent ??
                  (column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header)}
              </th>
            ))}
          </tr>
        </thead>
        {renderGroup ? (
          rows.map(renderGroup)
        ) : (
          <tbody>{rows.map((row, index) => renderRow?.(row, index) ?? plainRow(row, index))}</tbody>
        )}
        {footer && <tfoot data-testid={stickyFooter ? 'page-total' : undefined}>{footer}</tfoot>}
      </table>
    </div>
  );
}
