// The privacy notice (/privacy): each kind of data, why, for how long and who receives it, with its
// version, and the person's rights (decision 0051). English only, not yet in the catalogue.
import { Link } from 'react-router';
import { ListPageMeta } from '../../components/page-meta.tsx';
import { ErrorState, Spinner } from '../../components/ui/states.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { pageLoader } from '../../lib/route-data.ts';
import { noticeQuery, usePrivacyNotice } from './api/notice.ts';

export const loader = pageLoader((_, qc) => [qc.ensureQueryData(noticeQuery)]);

const DESCRIPTION = 'What personal data Raahi keeps, why, for how long and who receives it, and how to see, correct or erase it.';

export function Component() {
  const notice = usePrivacyNotice();
  return (
    <>
      <ListPageMeta path="/privacy" title="Privacy notice" description={DESCRIPTION} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-3xl font-extrabold text-slate-900">Privacy notice</h1>
        {notice.isPending ? (
          <Spinner label="Loading the notice…" />
        ) : notice.isError ? (
          <ErrorState message={messageOf(notice.error, 'We could not load the privacy notice.')} onRetry={() => void notice.refetch()} />
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-600">Version {notice.data.version}</p>
            <p className="mt-4 max-w-3xl text-slate-700">
              This is what we keep about you, why, for how long, and who else receives it to do part of the work. You can see, download,
              correct and erase your data on your account page, under{' '}
              <Link to="/user?tab=privacy" className="font-semibold text-teal-800 underline">
                Privacy and my data
              </Link>
              .
            </p>
            <ul className="mt-8 space-y-4">
              {notice.data.items.map((item) => (
                <li key={item.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                  <h2 className="text-lg font-semibold text-slate-900">{item.data}</h2>
                  <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
                    <div>
                      <dt className="font-semibold text-slate-600">Why</dt>
                      <dd className="mt-1 text-slate-800">{item.why}</dd>
                    </div>
                    <div>
                      <dt className="font-semibold text-slate-600">How long</dt>
                      <dd className="mt-1 text-slate-800">{item.keptFor}</dd>
                    </div>
                    <div>
                      <dt className="font-semibold text-slate-600">Who receives it</dt>
                      <dd className="mt-1 text-slate-800">
                        {item.sharedWith.length ? (
                          <ul className="list-disc pl-4">
                            {item.sharedWith.map((r) => (
                              <li key={r}>{notice.data.recipients[r]}</li>
                            ))}
                          </ul>
                        ) : (
                          'Only Raahi'
                        )}
                      </dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
            <section aria-labelledby="rights-heading" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h2 id="rights-heading" className="text-lg font-semibold text-slate-900">
                Your rights
              </h2>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
                {notice.data.rights.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
              <p className="mt-4 text-sm text-slate-700">
                Write to our grievance officer, {notice.data.contact.name}, at{' '}
                <a href={`mailto:${notice.data.contact.email}`} className="text-teal-800 underline">
                  {notice.data.contact.email}
                </a>
                , or through{' '}
                <Link to="/help" className="text-teal-800 underline">
                  Help and complaints
                </Link>
                .
              </p>
            </section>
          </>
        )}
      </div>
    </>
  );
}
