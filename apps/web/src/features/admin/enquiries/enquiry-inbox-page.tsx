// The back-office's Enquiry inbox of one kind (/admin/enquiry/hotel|cab|tour): the enquiries about the
// listings the signed-in provider runs (admins: all), unread ones marked, latest activity first; the open
// thread beside the list (below it on phones) with the reply box and Close.
import { ENQUIRY_STATUSES, type Enquiry, type EnquiryKind, type EnquiryStatus } from '@raahi/contract/enquiries';
import { useState } from 'react';
import { useMatch, useSearchParams } from 'react-router';
import { QueryList } from '../../../components/query-states.tsx';
import { EmptyState, Spinner } from '../../../components/ui/states.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import { PageHeader } from '../components/page-header.tsx';
import { useEnquiryInbox, useUnreadEnquiries } from './api/enquiry-inbox.ts';
import { EnquiryThread } from './enquiry-thread.tsx';

const TITLE: Record<EnquiryKind, MessageKey> = {
  hotel: 'admin.nav.hotelEnquiry',
  cab: 'admin.nav.cabEnquiry',
  tour: 'admin.nav.tourEnquiry',
};
const PAGE_SIZE = 20;

export function Component() {
  const kind = (useMatch('/admin/enquiry/:kind')?.params.kind ?? 'hotel') as EnquiryKind;
  return <Inbox key={kind} kind={kind} />;
}

function Inbox({ kind }: { kind: EnquiryKind }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const openId = params.get('open');
  const [status, setStatus] = useState<EnquiryStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useEnquiryInbox({ kind, status: status || undefined, page, limit: PAGE_SIZE });
  const unread = useUnreadEnquiries().data?.[kind];
  const open = (id: string) => setParams({ open: id }, { replace: true });

  return (
    <>
      <PageHeader
        title={t(TITLE[kind])}
        description={unread === undefined ? t('admin.enquiry.describe') : t('admin.enquiry.unread', { count: unread })}
        actions={
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t('admin.bookings.col.status')}
            <select
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as EnquiryStatus | '');
                setPage(1);
              }}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              <option value="">{t('admin.enquiry.all')}</option>
              {ENQUIRY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.enquiry.status.${s}`)}
                </option>
              ))}
            </select>
          </label>
        }
      />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section
          aria-label={t('admin.enquiry.list')}
          className="self-start rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
          aria-busy={list.isFetching}
        >
          <QueryList
            query={list}
            loading={<Spinner label={t('admin.enquiry.loading')} />}
            errorText={t('admin.enquiry.loadFailed')}
            empty={<EmptyState title={t('admin.enquiry.empty')} hint={t('admin.enquiry.emptyHint')} />}
            className="divide-y divide-slate-200"
            item={(e) => <InboxRow enquiry={e} current={e._id === openId} onOpen={open} />}
            paging={{ page, pageSize: PAGE_SIZE, onPage: setPage, label: t('admin.enquiry.pages'), className: 'justify-center p-3' }}
          />
        </section>
        {openId ? (
          <EnquiryThread id={openId} />
        ) : (
          <p className="hidden self-start rounded-xl bg-white p-6 text-slate-600 shadow-sm ring-1 ring-slate-200 lg:block">
            {t('admin.enquiry.choose')}
          </p>
        )}
      </div>
    </>
  );
}

function InboxRow({ enquiry: e, current, onOpen }: { enquiry: Enquiry; current: boolean; onOpen: (id: string) => void }) {
  const t = useT();
  const last = e.messages.at(-1);
  return (
    <button
      type="button"
      onClick={() => onOpen(e._id)}
      aria-current={current ? 'true' : undefined}
      className={`block w-full px-4 py-3 text-left hover:bg-slate-50 ${current ? 'bg-teal-50' : ''}`}
    >
      <span className="flex items-center justify-between gap-2">
        <span className={`truncate text-slate-900 ${e.unread ? 'font-bold' : 'font-medium'}`}>
          {e.unread && <span className="mr-2 inline-block h-2 w-2 rounded-full bg-teal-600" aria-hidden="true" />}
          {e.name}
          {e.unread && <span className="sr-only"> {t('admin.enquiry.unreadMark')}</span>}
        </span>
        <span className="shrink-0 text-xs text-slate-500">{t(`admin.enquiry.status.${e.status}`)}</span>
      </span>
      <span className="block truncate text-sm text-slate-600">{e.listing.name}</span>
      <span className="block truncate text-sm text-slate-500">
        {last?.text} · {formatDateTime(e.updatedAt)}
      </span>
    </button>
  );
}
