// The back-office table: loading, error ('Error: ' + message, with a retry) and empty states, a caption
// for screen readers, columns sortable by their header, server paging, row actions, and on phones a
// card per row instead of a table too wide for the screen.
//   <DataTable caption="Tour packages" rows={q.data?.items} rowKey={(t) => t._id} load={q}
//     emptyText="No packages yet." columns={[{ header: 'Name', cell: (t) => t.name, sortBy: (t) => t.name }]}
//     paging={{ page, pageSize: 20, total: q.data?.total ?? 0, onPage: setPage }} />
import { Fragment, useId, useState, type ReactNode } from 'react';
import { Img } from '../../../components/ui/img.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { inputClass } from './form-fields.tsx';
import { useMediaQuery } from './use-media-query.ts';
import { useT } from '../../../lib/i18n.tsx';

export const tableWrapClass = 'relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm';
export const tableClass = 'min-w-full divide-y divide-slate-200 text-left text-sm';
/** A header cell whose words may wrap (a wide table that must fit its page); thClass keeps them on one line. */
export const thWrapClass = 'bg-slate-50 px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
export const thClass = `whitespace-nowrap ${thWrapClass}`;
export const tdClass = 'px-3 py-2.5 align-middle text-slate-800';

/** Small text-styled action links and buttons for a row. */
export const rowAction =
  'rounded-md px-2 py-1 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-600';
export const rowDanger =
  'rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600';

export type Column<T> = {
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** classes of the column's cells in the table */
  className?: string;
  /** the column's name on a phone card and in the phone's sort menu; defaults to the header when it is text */
  label?: string;
  /** makes the column sortable by this value */
  sortBy?: (row: T) => string | number;
  /** on a phone card: the heading, the picture beside it, the buttons under it, or (default) a labelled line */
  phone?: 'title' | 'media' | 'actions' | 'hide';
};

export type Paging = { page: number; pageSize: number; total: number; onPage: (page: number) => void; label?: string };

/** Previous / page x of y / next under a table. */
export function TablePaging({ paging }: { paging: Paging }) {
  return <Pagination {...paging} className="mt-4 justify-between" />;
}

/** What a table says while loading, when empty and above its rows. */
export type DataTableTexts = {
  emptyText: string;
  emptyHint?: string;
  emptyAction?: ReactNode;
  loadingText?: string;
  /** the count line above the rows, e.g. (n) => `${n} hotels` */
  countText?: (total: number) => string;
};

type Props<T> = DataTableTexts & {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  /** the query the rows come from: a spinner while it loads, its error with a retry */
  load?: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** the list is paged by the server: the page shown, its size and the total */
  paging?: Paging;
};

type Sort = { column: number; descending: boolean };

/** From this width rows are a table; below it, cards (Tailwind's md). */
const WIDE = '(min-width: 768px)';

const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });
function sortRows<T>(rows: T[], columns: Column<T>[], sort: Sort | null): T[] {
  const by = sort && columns[sort.column]?.sortBy;
  if (!sort || !by) return rows;
  const sign = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = by(a);
    const y = by(b);
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)));
  });
}

const labelOf = <T,>(c: Column<T>) => c.label ?? (typeof c.header === 'string' ? c.header : '');

export function DataTable<T>(props: Props<T>) {
  const { columns, rows, load, emptyText, emptyHint, emptyAction, loadingText, paging, countText } = props;
  const t = useT();
  const [sort, setSort] = useState<Sort | null>(null);
  const wide = useMediaQuery(WIDE);
  if (load?.isPending) return <Spinner label={loadingText} />;
  const error = load?.error;
  if (error)
    return (
      <ErrorState
        message={t('admin.table.error', { message: messageOf(error, error instanceof Error ? error.message : t('admin.table.wentWrong')) })}
        onRetry={() => void load.refetch()}
      />
    );
  if (!rows || rows.length === 0)
    return (
      <EmptyState title={emptyText} hint={emptyHint}>
        {emptyAction}
      </EmptyState>
    );
  const sorted = sortRows(rows, columns, sort);
  // sorting orders the rows at hand; say so when the server holds more pages
  const partial = sort !== null && paging !== undefined && paging.total > rows.length;
  return (
    <div>
      {(countText || partial) && (
        <p className="mb-2 text-sm text-slate-600">
          {countText
            ? `${countText(paging?.total ?? rows.length)}${partial ? ` · ${t('admin.table.sortedHere')}` : ''}`
            : t('admin.table.sortedHereFirst')}
        </p>
      )}
      {wide ? (
        <WideTable {...props} rows={sorted} sort={sort} onSort={setSort} />
      ) : (
        <PhoneCards {...props} rows={sorted} sort={sort} onSort={setSort} />
      )}
      {paging && <TablePaging paging={paging} />}
    </div>
  );
}

type Sorted<T> = Props<T> & { rows: T[]; sort: Sort | null; onSort: (s: Sort | null) => void };

function WideTable<T>({ caption, columns, rows, rowKey, sort, onSort }: Sorted<T>) {
  return (
    <div className={tableWrapClass}>
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => {
              const active = sort?.column === i;
              return (
                <th
                  key={i}
                  scope="col"
                  aria-sort={c.sortBy ? (active ? (sort.descending ? 'descending' : 'ascending') : 'none') : undefined}
                  className={`${thClass} ${c.className ?? ''}`}
                >
                  {c.sortBy ? (
                    <button
                      type="button"
                      onClick={() => onSort({ column: i, descending: active ? !sort.descending : false })}
                      className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-600"
                    >
                      {c.header}
                      <SortArrow state={active ? (sort.descending ? 'down' : 'up') : 'none'} />
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, r) => (
            <tr key={rowKey(row)} className="hover:bg-slate-50/70">
              {columns.map((c, i) => (
                <td key={i} className={`${tdClass} ${c.className ?? ''}`}>
                  {c.cell(row, r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortArrow({ state }: { state: 'up' | 'down' | 'none' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className={`h-3 w-3 ${state === 'none' ? 'text-slate-300' : 'text-teal-700'}`}>
      {state !== 'down' && <path d="M6 2l3 4H3z" fill="currentColor" />}
      {state !== 'up' && <path d="M6 10l3-4H3z" fill="currentColor" />}
    </svg>
  );
}

function PhoneCards<T>({ caption, columns, rows, rowKey, sort, onSort }: Sorted<T>) {
  const t = useT();
  const sortId = useId();
  const media = columns.filter((c) => c.phone === 'media');
  const actions = columns.filter((c) => c.phone === 'actions');
  const title = columns.find((c) => c.phone === 'title') ?? columns.find((c) => c.phone === undefined);
  const lines = columns.filter((c) => c.phone === undefined && c !== title);
  const sortable = columns.map((c, i) => ({ c, i })).filter(({ c }) => c.sortBy);
  return (
    <div>
      {sortable.length > 0 && (
        <div className="mb-3">
          <label htmlFor={sortId} className="block text-sm font-medium text-slate-800">
            {t('admin.table.sortBy')}
          </label>
          <select
            id={sortId}
            value={sort ? `${sort.column}:${sort.descending ? 'desc' : 'asc'}` : ''}
            onChange={(e) => {
              const [column, dir] = e.target.value.split(':');
              onSort(e.target.value ? { column: Number(column), descending: dir === 'desc' } : null);
            }}
            className={inputClass}
          >
            <option value="">{t('admin.table.defaultOrder')}</option>
            {sortable.map(({ c, i }) => (
              <Fragment key={i}>
                <option value={`${i}:asc`}>{t('admin.table.ascending', { column: labelOf(c) })}</option>
                <option value={`${i}:desc`}>{t('admin.table.descending', { column: labelOf(c) })}</option>
              </Fragment>
            ))}
          </select>
        </div>
      )}
      <ul aria-label={caption} className="space-y-3">
        {rows.map((row, r) => (
          <li key={rowKey(row)} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start gap-3">
              {media.map((c, i) => (
                <div key={i} className="shrink-0">
                  {c.cell(row, r)}
                </div>
              ))}
              {title && <div className="min-w-0 flex-1 break-words font-medium text-slate-900">{title.cell(row, r)}</div>}
            </div>
            {lines.length > 0 && (
              <dl className="mt-3 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
                {lines.map((c, i) => (
                  <Fragment key={i}>
                    <dt className="text-slate-500">{labelOf(c)}</dt>
                    <dd className="min-w-0 break-words text-slate-800">{c.cell(row, r)}</dd>
                  </Fragment>
                ))}
              </dl>
            )}
            {actions.length > 0 && (
              <div className="mt-3 flex flex-wrap items-center justify-end gap-1 border-t border-slate-100 pt-2">
                {actions.map((c, i) => (
                  <Fragment key={i}>{c.cell(row, r)}</Fragment>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The picture column that opens a table, its header said only to screen readers (e.g. 'Banner'). */
export function pictureColumn<T>(srcOf: (row: T) => string, header?: string): Column<T> {
  return {
    header: <PictureHeader header={header} />,
    cell: (row) => <Thumbnail src={srcOf(row)} />,
    className: 'w-20',
    phone: 'media',
  };
}

function PictureHeader({ header }: { header: string | undefined }) {
  const t = useT();
  return <span className="sr-only">{header ?? t('admin.table.picture')}</span>;
}

/** A listing's small picture, for a table's first column. */
export function Thumbnail({ src }: { src: string }) {
  return <Img src={src} alt="" width={64} height={44} sizes="64px" className="h-11 w-16 shrink-0 rounded-md" />;
}

/** A listing's name with its Featured mark. */
export function NameCell({ name, featured }: { name: string; featured?: boolean }) {
  const t = useT();
  return (
    <span className="inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-1">
      <span className="min-w-0 font-medium text-slate-900">{name}</span>
      {featured && (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
          {t('admin.table.featured')}
        </span>
      )}
    </span>
  );
}
