// The offers of one hotel, cab or tour on its page, each in the words made from its rule (the same words
// the quote and the review page use), so what is promised here is what the booking gets.
import type { OfferKind } from '@raahi/contract/offers';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../lib/i18n.tsx';
import { callList } from '../lib/api-client.ts';

export type ListingOffersProps = { kind: OfferKind; id: string; className?: string };

export function ListingOffersList({ kind, id, className = '' }: ListingOffersProps) {
  const t = useT();
  const offers = useQuery({
    queryKey: ['offers', kind, id],
    queryFn: async ({ signal }) =>
      callList((await import('@raahi/contract/offers')).listOffers, { query: { relatedTo: kind, relatedId: id, limit: 10 }, signal }),
  });
  // before the answer, and when it fails, the page simply shows no offers: nothing is promised
  const deals = (offers.data?.items ?? []).flatMap((o) => (o.deal ? [{ id: o._id, title: o.title, ...o.deal }] : []));
  if (!deals.length) return null;
  return (
    <section
      aria-labelledby={`offers-${id}`}
      className={`rounded-xl bg-amber-50 p-3 text-sm text-slate-800 ring-1 ring-amber-200 ${className}`}
    >
      <h2 id={`offers-${id}`} className="font-semibold text-amber-900">
        {t('common.offers.title', { count: deals.length, kind })}
      </h2>
      <ul className="mt-1 space-y-2">
        {deals.map((d) => (
          <li key={d.id}>
            <p className="font-semibold">
              {d.headline}
              {d.code && (
                <>
                  {' '}
                  {t('common.offers.withCode')} <span className="rounded bg-white px-1 font-mono">{d.code}</span>
                </>
              )}
            </p>
            <p>{d.terms}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
