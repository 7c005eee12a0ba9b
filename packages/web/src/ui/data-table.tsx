/**
 * A table on wide screens that becomes a stack of cards on a phone (each cell labelled by its
 * column), so nothing scrolls sideways.
 */
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  /** Hidden visually (an actions column), still read by assistive technology. */
  hideHeader?: boolean;
  cell: (row: T) => ReactNode;
  className?: string;
}

export function DataTable<T>({
  label,
  rows,
  columns,
  rowKey,
}: {
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
}) {
  return (
    <table className="data-table" aria-label={label}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col" className={c.className}>
              {c.hideHeader ? <span className="visually-hidden">{c.header}</span> : c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.header} data-label={c.hideHeader ? undefined : c.header} className={c.className}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
