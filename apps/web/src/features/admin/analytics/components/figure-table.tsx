// The numbers behind a chart, as a table: what a screen reader reads and what anyone can copy.
import { tableClass, tableWrapClass, tdClass, thClass } from '../../components/data-table.tsx';

type Props = { caption: string; header: string; rows: { key: string; label: string; cells: (string | number)[] }[]; columns: string[] };

export function FigureTable({ caption, header, rows, columns }: Props) {
  return (
    <div className={`${tableWrapClass} max-h-80 overflow-y-auto`} tabIndex={0} role="region" aria-label={caption}>
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0">
          <tr>
            <th scope="col" className={thClass}>
              {header}
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className={`${thClass} text-right`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className={`${tdClass} whitespace-nowrap font-medium`}>
                {r.label}
              </th>
              {r.cells.map((c, i) => (
                <td key={columns[i]} className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
