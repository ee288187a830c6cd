// My Enquiries: the visitor's questions about hotels, cabs and tours, each with its thread and status.
import type { Enquiry } from '@raahi/contract/enquiries';
import { Link } from 'react-router';
import { QueryList } from '../../../components/query-states.tsx';
import { EmptyState, Spinner } from '../../../components/ui/states.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMyEnquiries } from '../api/my-enquiries.ts';
import { kindLabel } from './describe-booking.ts';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';

const STATUS_TONE = {
  open: 'bg-amber-50 text-amber-800',
  answered: 'bg-emerald-50 text-emerald-800',
  closed: 'bg-slate-100 text-slate-700',
} as const;

const PAGE = { hotel: '/hotel', cab: '/cab/booking', tour: '/tour' } as const;

export function EnquiriesPanel() {
  const t = useT();
  const enquiries = useMyEnquiries();
  return (
    <TitledSection
      id="my-enquiries-heading"
      title={t('account.tab.enquiries')}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      headingClassName="text-xl font-bold text-slate-900 sm:text-2xl"
    >
      <div className="mt-4" aria-busy={enquiries.isFetching}>
        <QueryList
          query={enquiries}
          loading={<Spinner label={t('account.enquiries.loading')} />}
          errorText={t('account.enquiries.loadFailed')}
          empty={<EmptyState title={t('account.enquiries.none')} hint={t('account.enquiries.noneHint')} />}
          className="space-y-4"
          itemClassName="rounded-xl border border-slate-200 p-4"
          item={(e) => <Thread enquiry={e} />}
        />
      </div>
    </TitledSection>
  );
}

function Thread({ enquiry: e }: { enquiry: Enquiry }) {
  const t = useT();
  const at = useLocalePath();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">
          <span className="mr-2 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">{kindLabel(t, e.kind)}</span>
          <Link to={at(`${PAGE[e.kind]}/${e.listing._id}`)} className="hover:underline">
            {e.listing.name}
          </Link>
        </p>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[e.status]}`}>
          {t(`account.enquiries.status.${e.status}`)}
        </span>
      </div>
      <ol className="mt-3 space-y-2" aria-label={t('account.enquiries.messagesAbout', { name: e.listing.name })}>
        {e.messages.map((m, i) => (
          <li
            key={i}
            className={`rounded-lg px-3 py-2 text-sm ${m.from === 'visitor' ? 'bg-slate-50 text-slate-800' : 'ml-4 border-l-4 border-teal-600 bg-teal-50 text-slate-800'}`}
          >
            <p className="text-xs font-semibold text-slate-600">
              {m.from === 'visitor' ? t('account.you') : `${m.authorName} (${e.listing.name})`} · {formatDateTime(m.createdAt)}
            </p>
            <p className="mt-1 whitespace-pre-line">{m.text}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
