// Help and complaints (/help): raise a complaint and get a ticket number, and the grievance officer and the
// company as the Consumer Protection (E-Commerce) Rules 2020 require them published (decision 0048).
import { ListPageMeta } from '../../components/page-meta.tsx';
import { ErrorState, Spinner } from '../../components/ui/states.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { pageLoader } from '../../lib/route-data.ts';
import { contactsQuery, useGrievanceContacts } from './api/complaints.ts';
import { ComplaintForm } from './complaint-form.tsx';

export const loader = pageLoader((_, qc) => [qc.ensureQueryData(contactsQuery)]);

const DESCRIPTION = 'Raise a complaint about a booking, a listing, a payment or a refund, and reach our grievance officer.';
const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

export function Component() {
  return (
    <>
      <ListPageMeta path="/help" title="Help and complaints" description={DESCRIPTION} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-3xl font-extrabold text-slate-900">Help and complaints</h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          Tell us what went wrong. You get a ticket number at once; we acknowledge every complaint within 48 hours and resolve it within 30
          days.
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <TitledSection
            id="raise-heading"
            title="Raise a complaint"
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
  const contacts = useGrievanceContacts();
  return (
    <TitledSection
      id="officer-heading"
      title="Grievance officer"
      className={`${card} self-start`}
      headingClassName="text-xl font-semibold text-slate-900"
    >
      {contacts.isPending ? (
        <Spinner label="Loading…" />
      ) : contacts.isError ? (
        <ErrorState message={messageOf(contacts.error, 'We could not load the contact details.')} onRetry={() => void contacts.refetch()} />
      ) : (
        <>
          <dl className="mt-3 space-y-2 text-sm text-slate-800">
            <div>
              <dt className="sr-only">Name</dt>
              <dd className="font-semibold">{contacts.data.officer.name}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Email</dt>
              <dd>
                <a href={`mailto:${contacts.data.officer.email}`} className="text-teal-800 underline">
                  {contacts.data.officer.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Phone</dt>
              <dd>
                <a href={`tel:${contacts.data.officer.phone.replace(/\s/g, '')}`} className="text-teal-800 underline">
                  {contacts.data.officer.phone}
                </a>
              </dd>
            </div>
          </dl>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">The company</h3>
          <p className="mt-1 text-sm text-slate-800">{contacts.data.company.legalName}</p>
          <address className="text-sm not-italic text-slate-700">{contacts.data.company.address}</address>
        </>
      )}
    </TitledSection>
  );
}
