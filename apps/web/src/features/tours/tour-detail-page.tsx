import { HydrateApart, partApart } from '../../components/hydrate-apart.tsx';
import type { Tour } from '@raahi/contract/tours';
import { gstRate } from '@raahi/contract/rules/gst';
import { paise, rupeesOf, tourPersonTax } from '@raahi/contract/rules/pricing';
import { useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { CHECK_PATH, LineIcon } from '../../components/ui/line-icon.tsx';
import { listingPage } from '../../components/listing-page.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { Img } from '../../components/ui/img.tsx';
import { MobileBar, MobileBarPrice } from '../../components/ui/mobile-bar.tsx';
import { onDemand } from '../../components/ui/on-demand.tsx';
import { GuestRating } from '../../components/ui/guest-rating.tsx';
import { rupees } from '@raahi/contract/rules/rupees';
import { tourPriceNote } from '../../lib/price-notes.ts';
import { useT } from '../../lib/i18n.tsx';
import { tourMeta } from '../../lib/seo/meta.ts';
import { ListingTalk } from '../../components/listing-talk/listing-talk.tsx';
import { typeLabel } from './components/tour-type.ts';
import { tourQuery } from './api/get-tour.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';
import { SoldBy } from '../../components/sold-by.tsx';
import { SaveHeart } from '../../components/saved/save-heart.tsx';
import { useNoteView } from '../../components/saved/note-view.ts';

const PhotoViewer = onDemand(
  async () => (await import('../../components/ui/photo-viewer.tsx')).PhotoViewer,
  (p) => p.index !== null,
);

// the booking column (its form, the coupon box, the confirm dialog) and the day-by-day plan hydrate in their
// turn, their code fetched while the page hydrates: not part of the page's first load
const BookingAside = partApart(async () => (await import('./components/booking-aside.tsx')).BookingAside);
const TourPlan = partApart(async () => (await import('./components/tour-plan.tsx')).TourPlan, { later: true });

export const { loader, Component } = listingPage({
  query: tourQuery,
  kind: 'tour',
  back: '/tour',
  loadingLabel: 'tours.detail.loading',
  errorText: 'tours.detail.error',
  body: (t) => <TourDetail tour={t} />,
});

function TourDetail({ tour }: { tour: Tour }) {
  const [viewing, setViewing] = useState<number | null>(null);
  // the photo viewer opens with the app
  const hydrated = useHydrated();
  const t = useT();
  useNoteView('tour', tour._id);
  const photos = tour.photos.length > 0 ? tour.photos : tour.image ? [tour.image] : [];
  return (
    <article>
      <PageMeta meta={(origin) => tourMeta(origin, tour, t)} />
      <header className="relative">
        <Img
          src={tour.image || photos[0]}
          alt={tour.name}
          width={1280}
          height={800}
          priority
          sizes="100vw"
          className="h-[48vh] max-h-[520px] min-h-72 w-full"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-slate-950/80 via-slate-900/20 to-transparent" />
        <SaveHeart kind="tour" id={tour._id} name={tour.name} labelled className="absolute right-4 top-4" />
        <div className="absolute inset-x-0 bottom-0 mx-auto max-w-7xl px-4 pb-8 text-white">
          <span className="rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-teal-800">{typeLabel(tour.type, t)}</span>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight md:text-5xl">{tour.name}</h1>
          <p className="mt-2 flex items-center gap-2 text-lg text-slate-100">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 21s-7-6.3-7-11a7 7 0 1114 0c0 4.7-7 11-7 11z" />
              <circle cx="12" cy="10" r="2.5" />
            </svg>
            {tour.location}
          </p>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[1fr_360px]">
        <div className="min-w-0 space-y-10">
          <SoldBy provider={tour.provider} />
          {photos.length > 0 && (
            <TitledSection id="gallery-title" title={t('tours.detail.gallery')} headingClassName="mb-4 text-2xl font-bold text-slate-900">
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {photos.map((p, i) => (
                  <li key={`${p}-${i}`}>
                    <button
                      type="button"
                      onClick={() => setViewing(i)}
                      disabled={!hydrated}
                      aria-label={t('tours.detail.openPhoto', { n: i + 1, total: photos.length })}
                      className="block w-full overflow-hidden rounded-xl disabled:cursor-wait focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
                    >
                      <Img
                        src={p}
                        alt=""
                        width={640}
                        height={400}
                        sizes="(min-width: 640px) 33vw, 50vw"
                        className="aspect-[8/5] w-full transition hover:scale-105"
                      />
                    </button>
                  </li>
                ))}
              </ul>
              <PhotoViewer photos={photos} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} label={tour.name} />
            </TitledSection>
          )}

          <HydrateApart later>
            <TitledSection
              id="details-title"
              title={t('tours.detail.details')}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              headingClassName="text-2xl font-bold text-slate-900"
            >
              <dl className="mt-4 grid gap-4 sm:grid-cols-3">
                <Fact
                  label={t('tours.detail.duration')}
                  value={tour.duration || t('tours.nightsDays', { nights: tour.nights, days: tour.days })}
                />
                <Fact label={t('tours.detail.pricePerPerson')} value={rupees(tour.price)} />
                <div>
                  <dt className="text-sm text-slate-500">{t('tours.detail.rating')}</dt>
                  <dd className="mt-1 text-slate-900">
                    <GuestRating rating={tour.rating} count={tour.reviews} />
                  </dd>
                </div>
              </dl>
              <p className="mt-6 whitespace-pre-line leading-relaxed text-slate-700">{tour.description}</p>
              {tour.inclusions.length > 0 && (
                <>
                  <h3 className="mt-6 text-lg font-semibold text-slate-900">{t('tours.detail.inclusions')}</h3>
                  <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                    {tour.inclusions.map((inc) => (
                      <li key={inc} className="flex items-start gap-2 text-slate-700">
                        <LineIcon d={CHECK_PATH} className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" strokeWidth={2.5} />
                        {inc}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <p className="mt-3 text-sm text-slate-600" data-testid="tour-taxes">
                {t('tours.detail.taxes', { rate: gstRate('tour'), amount: rupees(rupeesOf(tourPersonTax(paise(tour.price)))) })}
              </p>
            </TitledSection>
          </HydrateApart>

          <TitledSection id="plan-title" title={t('tours.detail.plan')} headingClassName="mb-4 text-2xl font-bold text-slate-900">
            <TourPlan days={tour.tourPlan} />
          </TitledSection>
          <ListingTalk kind="tour" id={tour._id} name={tour.name} />
        </div>
        <BookingAside tour={tour} />
      </div>
      {/* phones: the price and a way to the booking panel stay in reach while reading */}
      <MobileBar sticky>
        <MobileBarPrice price={rupees(tour.price)} note={tourPriceNote(t, tour.price)} />
        <a
          href="#book"
          className="shrink-0 whitespace-nowrap rounded-lg bg-teal-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-teal-800"
        >
          {t('tours.detail.chooseDate')}
        </a>
      </MobileBar>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
