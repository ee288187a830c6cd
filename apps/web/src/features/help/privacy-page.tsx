// The privacy notice (/privacy): each kind of data, why, for how long and who receives it, with its
// version, and the person's rights (decision 0051), in the page's language (/hi/privacy: the Hindi notice).
import { languageOfPath } from '@raahi/contract/i18n/languages';
import { Link } from 'react-router';
import { ListPageMeta } from '../../components/page-meta.tsx';
import { ErrorState, Spinner } from '../../components/ui/states.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useLocalePath, useT } from '../../lib/i18n.tsx';
import { pageLoader } from '../../lib/route-data.ts';
import { noticeQuery, usePrivacyNotice } from './api/notice.ts';

export const loader = pageLoader((args, qc) => [qc.ensureQueryData(noticeQuery(languageOfPath(new URL(args.request.url).pathname)))]);

export function Component() {
  const notice = usePrivacyNotice();
  const t = useT();
  const at = useLocalePath();
  return (
    <>
      <ListPageMeta path="/privacy" title={t('help.privacy.title')} description={t('help.privacy.description')} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-3xl font-extrabold text-slate-900">{t('help.privacy.title')}</h1>
        {notice.isPending ? (
          <Spinner label={t('help.privacy.loading')} />
        ) : notice.isError ? (
          <ErrorState message={messageOf(notice.error, t('help.privacy.loadError'))} onRetry={() => void notice.refetch()} />
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-600">{t('help.privacy.version', { version: notice.data.version })}</p>
            <p className="mt-4 max-w-3xl text-slate-700">
              {t('help.privacy.intro')}{' '}
              <Link to="/user?tab=privacy" className="font-semibold text-teal-800 underline">
                {t('help.privacy.myDataLink')}
              </Link>
              .
            </p>
            <ul className="mt-8 space-y-4">
              {notice.data.items.map((item) => (
                <li key={item.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                  <h2 className="text-lg font-semibold text-slate-900">{item.data}</h2>
                  <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
                    <div>
                      <dt className="font-semibold text-slate-600">{t('help.privacy.why')}</dt>
                      <dd className="mt-1 text-slate-800">{item.why}</dd>
                    </div>
                    <div>
                      <dt className="font-semibold text-slate-600">{t('help.privacy.keptFor')}</dt>
                      <dd className="mt-1 text-slate-800">{item.keptFor}</dd>
                    </div>
                    <div>
                      <dt className="font-semibold text-slate-600">{t('help.privacy.sharedWith')}</dt>
                      <dd className="mt-1 text-slate-800">
                        {item.sharedWith.length ? (
                          <ul className="list-disc pl-4">
                            {item.sharedWith.map((r) => (
                              <li key={r}>{notice.data.recipients[r]}</li>
                            ))}
                          </ul>
                        ) : (
                          t('help.privacy.onlyRaahi')
                        )}
                      </dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
            <section aria-labelledby="rights-heading" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h2 id="rights-heading" className="text-lg font-semibold text-slate-900">
                {t('help.privacy.rights')}
              </h2>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
                {notice.data.rights.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
              <p className="mt-4 text-sm text-slate-700">
                {t('help.privacy.writeTo', { name: notice.data.contact.name })}{' '}
                <a href={`mailto:${notice.data.contact.email}`} className="text-teal-800 underline">
                  {notice.data.contact.email}
                </a>
                {t('help.privacy.orThrough')}{' '}
                <Link to={at('/help')} className="text-teal-800 underline">
                  {t('help.privacy.helpLink')}
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
