import type { Offer, OfferKind } from '@raahi/contract/offers';
import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ArrowButton } from '../../../components/ui/icon-buttons.tsx';
import { Img } from '../../../components/ui/img.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useOffers } from '../api/offers.ts';
import { CardSkeletons, HomeSection } from './section-heading.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useLanguage, useLocalePath, useT } from '../../../lib/i18n.tsx';
import { typedIn } from '@raahi/contract/rules/translations';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';

const TABS: { label: MessageKey; kind: OfferKind | null }[] = [
  { label: 'home.offers.all', kind: null },
  { label: 'home.search.tab.hotels', kind: 'Hotel' },
  { label: 'home.search.tab.cabs', kind: 'Cab' },
  { label: 'home.search.tab.tours', kind: 'Tour' },
];
const PER_SLIDE = 4;
const PAGER = 'rounded-full bg-white p-2 text-slate-700 shadow ring-1 ring-slate-200 hover:bg-slate-50';

export function offerLink(o: Pick<Offer, 'relatedTo' | 'relatedId'>): string {
  if (o.relatedTo === 'Hotel') return `/hotel/${o.relatedId}`;
  if (o.relatedTo === 'Cab') return `/cab/booking/${o.relatedId}`;
  return `/tour/${o.relatedId}`;
}

/** Tabs filter by relatedTo; four offers per slide in two columns (one up to 768 px). */
export function OffersBlock() {
  const t = useT();
  const at = useLocalePath();
  const offers = useOffers();
  const [tab, setTab] = useState(0);
  const [slide, setSlide] = useState(0);
  // the tabs filter with the app
  const hydrated = useHydrated();
  const kind = TABS[tab]!.kind;
  const shown = (offers.data?.items ?? []).filter((o) => kind === null || o.relatedTo === kind);
  const slides = Math.max(1, Math.ceil(shown.length / PER_SLIDE));
  const current = Math.min(slide, slides - 1);
  const page = shown.slice(current * PER_SLIDE, current * PER_SLIDE + PER_SLIDE);
  const choose = (i: number) => {
    setTab(i);
    setSlide(0);
    document.getElementById(`offer-tab-${i}`)?.focus();
  };
  const onTabKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') choose((tab + 1) % TABS.length);
    else if (e.key === 'ArrowLeft') choose((tab - 1 + TABS.length) % TABS.length);
    else if (e.key === 'Home') choose(0);
    else if (e.key === 'End') choose(TABS.length - 1);
    else return;
    e.preventDefault();
  };
  return (
    <HomeSection id="offers-title" heading={{ eyebrow: t('home.offers.eyebrow'), title: t('home.offers.title') }}>
      <div role="tablist" aria-label={t('home.offers.kinds')} onKeyDown={onTabKey} className="mb-6 flex flex-wrap gap-2">
        {TABS.map((tab_, i) => (
          <button
            key={tab_.label}
            id={`offer-tab-${i}`}
            role="tab"
            type="button"
            aria-selected={tab === i}
            aria-controls="offer-panel"
            tabIndex={tab === i ? 0 : -1}
            onClick={() => choose(i)}
            disabled={!hydrated}
            className={`rounded-full px-4 py-2 text-sm font-semibold transition ${tab === i ? 'bg-teal-700 text-white shadow' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100'}`}
          >
            {t(tab_.label)}
          </button>
        ))}
      </div>
      <div id="offer-panel" role="tabpanel" aria-labelledby={`offer-tab-${tab}`}>
        {offers.isPending ? (
          <CardSkeletons count={4} itemClass="h-34" className="grid gap-4 min-[769px]:grid-cols-2" />
        ) : offers.isError ? (
          <ErrorState message={messageOf(offers.error, t('home.offers.error'))} onRetry={() => void offers.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState title={t('home.offers.emptyTitle')} hint={t('home.offers.emptyHint')} />
        ) : (
          <>
            <ul className="grid gap-4 min-[769px]:grid-cols-2" aria-label={t('home.offers.page', { n: current + 1, total: slides })}>
              {page.map((o) => (
                <li key={o._id}>
                  <OfferCard offer={o} to={at(offerLink(o))} />
                </li>
              ))}
            </ul>
            {slides > 1 && (
              <div className="mt-6 flex items-center justify-center gap-3">
                <ArrowButton
                  label={t('home.offers.previous')}
                  direction="previous"
                  onClick={() => setSlide((current - 1 + slides) % slides)}
                  className={PAGER}
                />
                <span className="text-sm text-slate-600" aria-live="polite">
                  {current + 1} / {slides}
                </span>
                <ArrowButton
                  label={t('home.offers.next')}
                  direction="next"
                  onClick={() => setSlide((current + 1) % slides)}
                  className={PAGER}
                />
              </div>
            )}
          </>
        )}
      </div>
    </HomeSection>
  );
}

/** An offer: its kind in the page's words, its title and description as typed (in the page's language when given). */
function OfferCard({ offer: typed, to }: { offer: Offer; to: string }) {
  const t = useT();
  const offer = typedIn(typed, useLanguage());
  return (
    <Link
      to={to}
      className="flex h-full gap-4 overflow-hidden rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-teal-600"
    >
      <Img src={offer.image} alt="" width={320} height={240} sizes="160px" className="h-28 w-32 shrink-0 rounded-xl sm:w-40" />
      <div className="min-w-0 py-1">
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {t(`home.offers.kind.${offer.relatedTo}`)}
        </span>
        <p className="mt-1 font-bold text-slate-900" data-typed>
          {offer.title}
        </p>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600" data-typed>
          {offer.description}
        </p>
      </div>
    </Link>
  );
}
