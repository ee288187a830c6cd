// Help and complaints (/help): raise a complaint and get a ticket number, and the grievance officer and the
// company as the Consumer Protection (E-Commerce) Rules 2020 require them published (decision 0048).
import { ListPageMeta } from '../../components/page-meta.tsx';
import { ErrorState, Spinner } from '../../components/ui/states.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { pageLoader } from '../../lib/route-data.ts';
import { contactsQuery, useGrievanceContacts } from './api/complaints.ts';
import { ComplaintForm } from './complaint-form.tsx';
import { useT } from '../../lib/i18n.tsx';

export const loader = pageLoader((_, qc) => [qc.ensureQueryData(contactsQuery)]);

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

export function Component() {
  const t = useT();
  return (
    <>
      <ListPageMeta path="/help" title={t('help.page.title')} description={t('help.page.description')} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-3xl font-extrabold text-slate-900">{t('help.page.title')}</h1>
        <p className="mt-2 max-w-2xl text-slate-700">{t('help.page.lead')}</p>
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <TitledSection
            id="raise-heading"
            title={t('help.page.raise')}
            className={card}
            headingClassName="mb-4 text-xl font-semibold text-slate-900"
          >
            <ComplaintForm />
          </TitledSection>
          <Officer />
        </div>
      </div>
    </>
  );
}

function Officer() {
  const t = useT();
  const contacts = useGrievanceContacts();
  return (
    <TitledSection
      id="officer-heading"
      title={t('help.officer.title')}
      className={`${card} self-start`}
      headingClassName="text-xl font-semibold text-slate-900"
    >
      {contacts.isPending ? (
        <Spinner label={t('help.officer.loading')} />
      ) : contacts.isError ? (
        <ErrorState message={messageOf(contacts.error, t('help.officer.error'))} onRetry={() => void contacts.refetch()} />
      ) : (
        <>
          <dl className="mt-3 space-y-2 text-sm text-slate-800">
            <div>
              <dt className="sr-only">{t('help.officer.name')}</dt>
              <dd className="font-semibold">{contacts.data.officer.name}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('help.officer.email')}</dt>
              <dd>
                <a href={`mailto:${contacts.data.officer.email}`} className="text-teal-800 underline">
                  {contacts.data.officer.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('help.officer.phone')}</dt>
              <dd>
                <a href={`tel:${contacts.data.officer.phone.replace(/\s/g, '')}`} className="text-teal-800 underline">
                  {contacts.data.officer.phone}
                </a>
              </dd>
            </div>
          </dl>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('help.officer.company')}</h3>
          <p className="mt-1 text-sm text-slate-800">{contacts.data.company.legalName}</p>
          <address className="text-sm not-italic text-slate-700">{contacts.data.company.address}</address>
        </>
      )}
    </TitledSection>
  );
}
