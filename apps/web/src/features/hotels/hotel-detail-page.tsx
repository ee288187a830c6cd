import { HydrateApart } from '../../components/hydrate-apart.tsx';
import { ListingOffers } from '../../components/listing-offers.tsx';
import type { Hotel, HotelSection } from '@raahi/contract/hotels';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ListingTalk } from '../../components/listing-talk/listing-talk.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { Breadcrumb } from '../../components/ui/breadcrumb.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Img } from '../../components/ui/img.tsx';
import { MobileBar, MobileBarPrice } from '../../components/ui/mobile-bar.tsx';
import { GuestRating } from '../../components/ui/guest-rating.tsx';
import { StarRating } from '../../components/ui/star-rating.tsx';
import { rupees } from '@raahi/contract/rules/rupees';
import { hotelPriceNote } from '../../lib/price-notes.ts';
import { hotelMeta } from '../../lib/seo/meta.ts';
import { hotelLoader, WithHotel } from './components/with-hotel.tsx';
import { readHotelSearch, stayQuery } from './search-params.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { SoldBy } from '../../components/sold-by.tsx';
import { onDemand } from '../../components/ui/on-demand.tsx';
import { isDay } from '../../lib/dates.ts';
import { useLocalePath, useT } from '../../lib/i18n.tsx';
import { ChooseYourRoom, ROOMS_HEADING_ID, type PartyStay } from './rooms/choose-your-room.tsx';
import { stayRoomsQuery } from './api/get-stay-rooms.ts';
import { formatOccupancy } from '@raahi/contract/rules/occupancy';
import { pageLoader } from '../../lib/route-data.ts';
import { SaveHeart } from '../../components/saved/save-heart.tsx';
import { useNoteView } from '../../components/saved/note-view.ts';

const Dialog = onDemand(
  async () => (await import('../../components/ui/dialog.tsx')).Dialog,
  (p) => p.open,
);
const PhotoViewer = onDemand(
  async () => (await import('../../components/ui/photo-viewer.tsx')).PhotoViewer,
  (p) => p.index !== null,
);

/** The hotel, and with dates in the address its rooms for them: 'Choose your room' comes with the page. */
export const loader = pageLoader((args, qc) => {
  const params = new URL(args.request.url).searchParams;
  const stay = readHotelSearch(params);
  const dated = isDay(params.get('checkin')) && isDay(params.get('checkout'));
  const ask = {
    checkin: stay.checkin,
    checkout: stay.checkout,
    guests: stay.guests,
    occupancy: stay.occupancy && formatOccupancy(stay.occupancy),
  };
  return [hotelLoader(args), ...(dated ? [qc.ensureQueryData(stayRoomsQuery(args.params.id ?? '', ask))] : [])];
});

type Translate = ReturnType<typeof useT>;

type Stay = { checkin?: string; checkout?: string; guests?: number };

const SECTIONS = ['foodAndDining', 'locationAndSurroundings', 'roomDetailsAndAmenities', 'activitiesAndNearbyAttractions'] as const;

const CLAIMS = [
  ['hotels.detail.claim.support', 'hotels.detail.claim.supportText'],
  ['hotels.detail.claim.terms', 'hotels.detail.claim.termsText'],
  ['hotels.detail.claim.picked', 'hotels.detail.claim.pickedText'],
] as const;

export function Component() {
  const t = useT();
  return <WithHotel loadingLabel={t('hotels.detail.loading')}>{(hotel) => <HotelDetail hotel={hotel} />}</WithHotel>;
}

function HotelDetail({ hotel }: { hotel: Hotel }) {
  const t = useT();
  const at = useLocalePath();
  const [params, setParams] = useSearchParams();
  const state = (useLocation().state ?? {}) as Stay;
  const merged = new URLSearchParams(params);
  for (const k of ['checkin', 'checkout', 'guests'] as const) if (!merged.get(k) && state[k]) merged.set(k, String(state[k]));
  const stay = readHotelSearch(merged);
  // the rooms are priced once the guest has chosen dates (here, or in a search)
  const dated = isDay(merged.get('checkin')) && isDay(merged.get('checkout'));
  const askAbout = (s: PartyStay) =>
    setParams(new URLSearchParams(stayQuery(s)), {
      replace: true,
      preventScrollReset: true,
    });
  const photos = [...new Set([hotel.imageUrl, ...hotel.images].filter(Boolean))];
  const [viewer, setViewer] = useState<number | null>(null);
  const [section, setSection] = useState<HotelSection | null>(null);
  useNoteView('hotel', hotel._id);
  const reserve = {
    to: at(`/hotel/booking/${hotel._id}${stayQuery(stay)}`),
    state: { checkin: stay.checkin, checkout: stay.checkout, guests: stay.guests },
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6 lg:pb-6">
      <PageMeta meta={(origin) => hotelMeta(origin, hotel, t)} />
      <Breadcrumb
        trail={[
          { to: at('/hotel'), label: t('common.nav.hotels') },
          { to: at(`/hotels${stayQuery(stay)}`), label: t('hotels.detail.crumbSearch') },
        ]}
        className="mb-3"
      >
        <span className="text-slate-800">{hotel.name}</span>
      </Breadcrumb>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{hotel.name}</h1>
          <p className="mt-1 text-slate-600">
            {hotel.location}
            {hotel.distance && <span> · {hotel.distance}</span>}
          </p>
          <SoldBy provider={hotel.provider} className="mt-1" />
        </div>
        <div className="flex items-center gap-4">
          <a href="#reviews-heading" className="text-sm text-slate-700 hover:underline">
            <GuestRating rating={hotel.rating} count={hotel.reviewCount} />
          </a>
          <SaveHeart kind="hotel" id={hotel._id} name={hotel.name} labelled />
        </div>
      </header>

      {/* the page's parts hydrate a task each (decision 0035), those below a phone's first screen on first use (0103) */}
      <HydrateApart>
        <Gallery photos={photos} name={hotel.name} onOpen={setViewer} />
      </HydrateApart>
      <PhotoViewer photos={photos} index={viewer} onIndex={setViewer} onClose={() => setViewer(null)} label={hotel.name} />

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-8">
          <HydrateApart>
            <AboutHotel hotel={hotel} onSection={setSection} />
          </HydrateApart>

          {/* asked with dates, the rooms are what the page is for: they are fetched at once */}
          <HydrateApart later={!dated}>
            <ChooseYourRoom
              hotel={hotel}
              stay={{ checkin: stay.checkin, checkout: stay.checkout, guests: stay.guests, occupancy: stay.occupancy }}
              dated={dated}
              onStay={askAbout}
            />
          </HydrateApart>

          {hotel.inclusions.length > 0 && (
            <HydrateApart later>
              <TitledSection
                id="incl-heading"
                title={t('hotels.detail.inclusions')}
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                headingClassName="text-xl font-semibold text-slate-900"
              >
                <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                  {hotel.inclusions.map((x) => (
                    <li key={x} className="flex items-start gap-2 text-slate-700">
                      <span aria-hidden="true" className="text-teal-700">
                        ✓
                      </span>
                      {x}
                    </li>
                  ))}
                </ul>
              </TitledSection>
            </HydrateApart>
          )}

          <ListingTalk kind="hotel" id={hotel._id} name={hotel.name} />

          <HydrateApart later>
            <TitledSection id="claims-heading" title={t('hotels.detail.why')} headingClassName="text-xl font-semibold text-slate-900">
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {CLAIMS.map(([title, text]) => (
                  <li key={title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                    <p className="font-semibold text-slate-900">{t(title)}</p>
                    <p className="text-sm text-slate-600">{t(text)}</p>
                  </li>
                ))}
              </ul>
            </TitledSection>
          </HydrateApart>
        </div>

        {/* below the rooms on a phone, whose bar at the foot of the screen books */}
        <HydrateApart later>
          <aside
            aria-label={t('hotels.detail.priceAndBooking')}
            className="self-start rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200 lg:sticky lg:top-20"
          >
            <div className="flex flex-wrap items-center gap-2">
              {hotel.category && (
                <span className="rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-800">{hotel.category}</span>
              )}
              {hotel.star > 0 && (
                <span className="flex items-center gap-1 text-sm text-slate-700">
                  <StarRating value={hotel.star} /> <span>{t('hotels.detail.star', { star: hotel.star })}</span>
                </span>
              )}
            </div>
            <a href={`#${ROOMS_HEADING_ID}`} className="mt-3 inline-block font-medium text-teal-800 hover:underline">
              {t('hotels.detail.seeRooms')}
            </a>
            {hotel.hotelPriceHighlight && <p className="mt-1 text-sm text-emerald-700">{hotel.hotelPriceHighlight}</p>}
            <p className="mt-4 text-sm text-slate-600">{t('hotels.detail.from')}</p>
            <p className="text-3xl font-bold text-slate-900">{rupees(hotel.price)}</p>
            <p className="text-sm text-slate-600">{hotelPriceNote(t, hotel.price)}</p>
            <ListingOffers kind="Hotel" id={hotel._id} className="mt-4" />
            <Link {...reserve} className={buttonClass('primary', 'mt-5 w-full py-3 text-base')}>
              {t('hotels.detail.reserve')}
            </Link>
            <p className="mt-2 text-center text-xs text-slate-500">{t('hotels.detail.notCharged')}</p>
          </aside>
        </HydrateApart>
      </div>

      <MobileBar>
        <MobileBarPrice price={rupees(hotel.price)} note={hotelPriceNote(t, hotel.price)} />
        <Link {...reserve} className={buttonClass('primary', 'py-3')} aria-hidden="true" tabIndex={-1}>
          {t('hotels.detail.reserve')}
        </Link>
      </MobileBar>

      <Dialog open={section !== null} onClose={() => setSection(null)} title={section?.title ?? ''} size="lg">
        {section && (
          <div className="space-y-4">
            {section.img && (
              <Img
                src={section.img}
                alt=""
                width={1280}
                height={720}
                sizes="(min-width: 768px) 48rem, 100vw"
                className="aspect-video w-full rounded-xl"
              />
            )}
            {section.description.length ? (
              <ul className="list-disc space-y-1 pl-5" data-typed>
                {section.description.map((d, i) => (
                  <li key={i}>{d}</li>
                ))}
              </ul>
            ) : (
              <p>{t('hotels.detail.noDetails')}</p>
            )}
          </div>
        )}
      </Dialog>
    </div>
  );
}

/** About the hotel: its description (More for a long one) and the buttons that open its sections' dialogs. */
function AboutHotel({ hotel, onSection }: { hotel: Hotel; onSection: (section: HotelSection) => void }) {
  const t = useT();
  const [moreOpen, setMoreOpen] = useState(false);
  // More and the sections' dialogs need the app; read here, in the section's own turn of hydrating, so that it
  // hydrates as the server rendered it (a value from the page would already be true by then)
  const hydrated = useHydrated();
  const description = hotel.hotelDetails.description;
  const long = description.length > 280;
  return (
    <TitledSection
      id="about-heading"
      title={t('hotels.detail.about')}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      headingClassName="text-xl font-semibold text-slate-900"
    >
      <p id="hotel-description" className="mt-3 whitespace-pre-line leading-relaxed text-slate-700" data-typed>
        {long && !moreOpen ? `${description.slice(0, 280).trimEnd()}…` : description}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={moreOpen}
          aria-controls="hotel-description"
          onClick={() => setMoreOpen((o) => !o)}
          disabled={!hydrated}
          className="mt-2 text-sm font-semibold text-teal-800 hover:underline disabled:cursor-wait disabled:opacity-50"
        >
          {moreOpen ? t('hotels.detail.less') : t('hotels.detail.more')}
        </button>
      )}
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        {SECTIONS.map((key) => {
          const label = t(`hotels.detail.section.${key}`);
          return (
            <button
              key={key}
              type="button"
              aria-haspopup="dialog"
              onClick={() => onSection({ ...hotel[key], title: hotel[key].title || label })}
              disabled={!hydrated}
              className="flex items-center justify-between rounded-xl border border-slate-200 px-4 py-3 text-left font-medium text-slate-800 hover:border-teal-600 hover:bg-teal-50 disabled:cursor-wait disabled:opacity-50"
            >
              {label}
              <span aria-hidden="true">›</span>
            </button>
          );
        })}
      </div>
    </TitledSection>
  );
}

/**
 * A gallery button's name: its visible words (the phone's 'N photos' on the first, the laptop's 'View all N
 * photos' on the last), then what it does, so a voice-control user can say what they see.
 */
function photoButtonName(t: Translate, i: number, shownCount: number, total: number): string {
  const words = [
    i === 0 && total > 1 ? t('hotels.detail.photos', { count: total }) : '',
    i === shownCount - 1 && total > 1 ? t('hotels.detail.viewAll', { count: total }) : '',
  ].filter(Boolean);
  const place = { n: i + 1, total };
  return words.length ? t('hotels.detail.openPhotoNamed', { words: words.join(', '), ...place }) : t('hotels.detail.openPhoto', place);
}

function Gallery({ photos, name, onOpen }: { photos: string[]; name: string; onOpen: (i: number) => void }) {
  const t = useT();
  // the full-screen viewer needs the app
  const hydrated = useHydrated();
  if (photos.length === 0) return null;
  const shown = photos.slice(0, 5);
  return (
    <div className="mt-5 grid gap-2 overflow-hidden rounded-2xl md:h-[26rem] md:grid-cols-4 md:grid-rows-2">
      {shown.map((p, i) => (
        <button
          key={p}
          type="button"
          onClick={() => onOpen(i)}
          disabled={!hydrated}
          aria-label={photoButtonName(t, i, shown.length, photos.length)}
          className={`group relative overflow-hidden disabled:cursor-wait focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-teal-500 ${i === 0 ? 'md:col-span-2 md:row-span-2' : 'hidden md:block'}`}
        >
          <Img
            src={p}
            alt={i === 0 ? name : ''}
            width={i === 0 ? 1280 : 640}
            height={i === 0 ? 853 : 427}
            sizes={i === 0 ? '(min-width: 768px) 50vw, 100vw' : '25vw'}
            priority={i === 0}
            className="h-full w-full transition duration-300 group-hover:scale-105 max-md:aspect-[3/2]"
          />
          {i === 0 && photos.length > 1 && (
            <span className="absolute bottom-3 right-3 rounded-lg bg-white/90 px-3 py-1 text-sm font-semibold text-slate-900 md:hidden">
              {t('hotels.detail.photos', { count: photos.length })}
            </span>
          )}
          {i === shown.length - 1 && photos.length > 1 && (
            <span className="absolute bottom-3 right-3 rounded-lg bg-white/90 px-3 py-1 text-sm font-semibold text-slate-900 max-md:hidden">
              {t('hotels.detail.viewAll', { count: photos.length })}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
