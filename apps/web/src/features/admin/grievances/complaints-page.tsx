// The back-office's Complaints queue (/admin/complaints): the tickets about the listings the signed-in
// provider runs (admins: all), overdue first, then by the nearest deadline; the open ticket beside the list
// (below it on phones) with its thread, who handles it, the answer box and, for admins, Resolve.
import { GRIEVANCE_STATUSES, type Grievance, type GrievanceStatus } from '@raahi/contract/grievances';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryList } from '../../../components/query-states.tsx';
import { EmptyState, Spinner } from '../../../components/ui/states.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { PageHeader } from '../components/page-header.tsx';
import { useComplaintQueue } from './api/complaints.ts';
import { ComplaintThread } from './complaint-thread.tsx';
import { useT } from '../../../lib/i18n.tsx';

const PAGE_SIZE = 20;

export function Component() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const openId = params.get('open');
  const [status, setStatus] = useState<GrievanceStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useComplaintQueue({ status: status || undefined, page, limit: PAGE_SIZE });
  const open = (id: string) => setParams({ open: id }, { replace: true });

  return (
    <>
      <PageHeader
        title={t('admin.nav.complaints')}
        description={t('admin.complaints.description')}
        actions={
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t('admin.complaints.status')}
            <select
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as GrievanceStatus | '');
                setPage(1);
              }}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              <option value="">{t('admin.complaints.all')}</option>
              {GRIEVANCE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.complaints.state.${s}`)}
                </option>
              ))}
            </select>
          </label>
        }
      />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section
          aria-label={t('admin.nav.complaints')}
          className="self-start rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
          aria-busy={list.isFetching}
        >
          <QueryList
            query={list}
            loading={<Spinner label={t('admin.complaints.loading')} />}
            errorText={t('admin.complaints.loadFailed')}
            empty={<EmptyState title={t('admin.complaints.empty')} hint={t('admin.complaints.emptyHint')} />}
            className="divide-y divide-slate-200"
            item={(g) => <QueueRow ticket={g} current={g._id === openId} onOpen={open} />}
            paging={{ page, pageSize: PAGE_SIZE, onPage: setPage, label: t('admin.complaints.pages'), className: 'justify-center p-3' }}
          />
        </section>
        {openId ? (
          <ComplaintThread id={openId} />
        ) : (
          <p className="hidden self-start rounded-xl bg-white p-6 text-slate-600 shadow-sm ring-1 ring-slate-200 lg:block">
            {t('admin.complaints.choose')}
          </p>
        )}
      </div>
    </>
  );
}

function QueueRow({ ticket: g, current, onOpen }: { ticket: Grievance; current: boolean; onOpen: (id: string) => void }) {
  const t = useT();
  const due =
    g.acknowledgedAt === null
      ? t('admin.complaints.acknowledgeByWhen', { when: formatDateTime(g.acknowledgeBy) })
      : t('admin.complaints.resolveByWhen', { when: formatDateTime(g.resolveBy) });
  return (
    <button
      type="button"
      onClick={() => onOpen(g._id)}
      aria-current={current ? 'true' : undefined}
      className={`block w-full px-4 py-3 text-left hover:bg-slate-50 ${current ? 'bg-teal-50' : ''}`}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="truncate font-medium text-slate-900">{g.ticketNumber}</span>
        {g.overdue ? (
          <span className="shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
            {t('admin.complaints.overdue')}
          </span>
        ) : (
          <span className="shrink-0 text-xs text-slate-500">{t(`admin.complaints.state.${g.status}`)}</span>
        )}
      </span>
      <span className="block truncate text-sm text-slate-600">
        {g.name}
        {g.listing && ` · ${g.listing.name}`}
      </span>
      <span className="block truncate text-sm text-slate-500">
        {g.status === 'resolved' ? t('admin.complaints.resolvedWhen', { when: formatDateTime(g.resolvedAt!) }) : due}
        {g.handledBy && ` · ${g.handledBy}`}
      </span>
    </button>
  );
}
