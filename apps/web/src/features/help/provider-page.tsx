// A provider's details page (/providers/:id): the business that sells a listing, as the Consumer
// Protection (E-Commerce) Rules ask a marketplace to show it, and what it sells here.
import type { ProviderDetails } from '@raahi/contract/providers';
import { cabPath, hotelPath, providerPath } from '@raahi/contract/site-paths';
import { Link } from 'react-router';
import { listingPage } from '../../components/listing-page.tsx';
import { ListPageMeta } from '../../components/page-meta.tsx';
import { useLocalePath } from '../../lib/i18n.tsx';
import { providerQuery } from './api/provider.ts';

export const { loader, Component } = listingPage({
  query: providerQuery,
  kind: 'provider',
  back: '/hotel',
  loadingLabel: 'help.provider.loading',
  errorText: 'help.provider.error',
  body: (p) => <Provider provider={p} />,
});

function Provider({ provider: p }: { provider: ProviderDetails }) {
  const at = useLocalePath();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-slate-800">
      <ListPageMeta
        path={providerPath(p.providerId ?? '')}
        title={p.businessName}
        description={`${p.businessName}, ${p.city}: who sells on Raahi.`}
      />
      <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">Provider</p>
      <h1 className="mt-1 text-3xl font-extrabold text-slate-900">{p.businessName}</h1>
      <dl className="mt-6 grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
        <Fact term="Legal name">{p.legalName}</Fact>
        <Fact term="City">{p.city || '—'}</Fact>
        <Fact term="Registered address">{p.address || 'Not given yet'}</Fact>
        <Fact term="GSTIN">{p.gstin ?? 'Not registered for GST'}</Fact>
      </dl>
      <section aria-labelledby="sells" className="mt-8">
        <h2 id="sells" className="text-xl font-semibold text-slate-900">
          Listed on Raahi
        </h2>
        {p.listings.length === 0 ? (
          <p className="mt-2 text-slate-600">Nothing is listed at the moment.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {p.listings.map((l) => (
              <li key={l._id}>
                <Link to={at(l.kind === 'hotel' ? hotelPath(l._id) : cabPath(l._id))} className="font-semibold text-teal-800 underline">
                  {l.name}
                </Link>{' '}
                <span className="text-sm text-slate-600">({l.kind === 'hotel' ? 'hotel' : 'cab'})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="mt-8 text-sm text-slate-600">
        A problem with a booking from this provider? Raise it on{' '}
        <Link to={at('/help')} className="font-semibold text-teal-800 underline">
          Help and complaints
        </Link>
        : the provider answers, and Raahi&apos;s grievance officer sees it resolved.
      </p>
    </article>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
