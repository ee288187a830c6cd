import { termOf } from '../../../../components/ui/term.tsx';
// The read-only presentation of one hotel: the admin's view page and the hotel owner's view.
import type { Hotel } from '@raahi/contract/hotels';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Img } from '../../../../components/ui/img.tsx';
import { StarRating } from '../../../../components/ui/star-rating.tsx';
import { breakdownInRupees, paise, priceHotel, priceLines } from '@raahi/contract/rules/pricing';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { CheckList, DetailCard } from '../../components/details.tsx';
import { HOTEL_SECTIONS } from './hotel-form-values.ts';
import { TitledSection } from '../../../../components/ui/titled-section.tsx';
import { useT } from '../../../../lib/i18n.tsx';
import { priceLineLabel } from '../../../../components/booking/price-line-words.ts';

const Fact = termOf('pair');

function Gallery({ hotel }: { hotel: Hotel }) {
  const t = useT();
  const pictures = [hotel.imageUrl, ...hotel.images].filter((p, i, a) => p && a.indexOf(p) === i);
  const [current, setCurrent] = useState(0);
  const main = pictures[current] ?? null;
  return (
    <div>
      <Img
        src={main}
        alt={t('admin.hotelView.picture', { name: hotel.name, n: current + 1, total: Math.max(1, pictures.length) })}
        width={1280}
        height={720}
        sizes="(min-width: 1024px) 60vw, 100vw"
        priority
        className="aspect-video w-full rounded-xl"
      />
      {pictures.length > 1 && (
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1" aria-label={t('admin.hotelView.thumbnails')}>
          {pictures.map((p, i) => (
            <li key={p} className="shrink-0">
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={t('admin.hotelView.showPicture', { n: i + 1 })}
                aria-pressed={i === current}
                className={`block overflow-hidden rounded-lg ring-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ${i === current ? 'ring-teal-700' : 'ring-transparent hover:ring-slate-300'}`}
              >
                <Img src={p} alt="" width={96} height={64} sizes="96px" className="h-16 w-24" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Rooms / Dining / Location / Activities as a WAI-ARIA tablist (arrow keys, Home, End). */
function SectionTabs({ hotel }: { hotel: Hotel }) {
  const t = useT();
  const [active, setActive] = useState(0);
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (i: number) => {
    const n = (i + HOTEL_SECTIONS.length) % HOTEL_SECTIONS.length;
    setActive(n);
    tabs.current[n]?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(active + 1),
      ArrowLeft: () => move(active - 1),
      Home: () => move(0),
      End: () => move(HOTEL_SECTIONS.length - 1),
    };
    if (keys[e.key]) {
      e.preventDefault();
      keys[e.key]!();
    }
  };
  const { key } = HOTEL_SECTIONS[active]!;
  const label = t(`admin.hotelSection.${key}.label`);
  const section = hotel[key];
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div
        role="tablist"
        aria-label={t('admin.hotelView.information')}
        className="flex overflow-x-auto border-b border-slate-200"
        onKeyDown={onKey}
      >
        {HOTEL_SECTIONS.map((s, i) => (
          <button
            key={s.key}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className={`flex-1 whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600 ${i === active ? 'border-teal-700 text-teal-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t(`admin.hotelSection.${s.key}.label`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${active}`}
        tabIndex={0}
        className="grid gap-4 p-4 focus-visible:outline-2 focus-visible:outline-teal-600 sm:grid-cols-[14rem_1fr] sm:p-5"
      >
        <Img
          src={section.img || null}
          alt={section.title ? `${section.title}` : t('admin.hotelView.sectionPicture', { label })}
          width={448}
          height={320}
          sizes="(min-width: 640px) 14rem, 100vw"
          className="aspect-[7/5] w-full rounded-lg"
        />
        <div>
          <h3 className="text-base font-semibold text-slate-900">{section.title || label}</h3>
          {section.description.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {section.description.map((d, i) => (
                <li key={`${i}-${d}`}>{d}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-500">{t(`admin.hotelSection.${key}.none`)}</p>
          )}
        </div>
      </div>
    </section>
  );
}

/** What a guest pays for one room for one night, line by line: the price the booking charges (priceHotel). */
function PriceCard({ hotel }: { hotel: Hotel }) {
  const t = useT();
  const night = breakdownInRupees(
    priceHotel({ price: paise(hotel.price), rooms: 1, nights: 1, mealPlan: 'none', insurance: false, donation: false }),
  );
  return (
    <TitledSection
      id="price-card-title"
      title={t('admin.hotelView.price')}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      headingClassName="sr-only"
    >
      <p className="text-3xl font-bold text-slate-900">
        {rupeesExact(hotel.price)} <span className="text-sm font-normal text-slate-600">{t('admin.hotelView.perNight')}</span>
      </p>
      {hotel.hotelDetails.priceDescription && hotel.hotelDetails.priceDescription.toLowerCase() !== 'per night' && (
        <p className="mt-1 text-sm text-slate-600">{hotel.hotelDetails.priceDescription}</p>
      )}
      <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm" data-testid="guest-price">
        {priceLines(night).map((l) => (
          <div key={l.code} className="flex justify-between">
            <dt className="text-slate-600">{priceLineLabel(t, l, night.taxRate)}</dt>
            <dd className="font-medium">{rupeesExact(l.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base">
          <dt className="font-semibold">{t('admin.hotelView.total')}</dt>
          <dd className="font-bold text-teal-800">{rupeesExact(night.total)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-500">{t('admin.hotelView.priceNote')}</p>
      {hotel.hotelPriceHighlight && (
        <p className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">{hotel.hotelPriceHighlight}</p>
      )}
    </TitledSection>
  );
}

export function HotelDetailsView({ hotel }: { hotel: Hotel }) {
  const t = useT();
  return (
    <div className="space-y-5">
      <header>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{hotel.name}</h1>
          {hotel.featured && (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              {t('admin.table.featured')}
            </span>
          )}
          {hotel.archivedAt && (
            <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              {t('admin.hotelView.archived')}
            </span>
          )}
        </div>
        <p className="mt-1 text-slate-700">{hotel.location}</p>
        {hotel.distance && <p className="text-sm text-slate-600">{hotel.distance}</p>}
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <StarRating value={hotel.rating} />
          <span>
            {hotel.rating.toFixed(1)} · {t('admin.hotelView.reviews', { count: hotel.reviewCount })}
          </span>
        </div>
      </header>

      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-5">
          <Gallery hotel={hotel} />
          <DetailCard title={t('admin.hotelForm.about')}>
            {hotel.hotelDetails.description ? (
              <p className="whitespace-pre-line text-sm leading-relaxed text-slate-700" data-typed>
                {hotel.hotelDetails.description}
              </p>
            ) : (
              <p className="text-sm text-slate-500">{t('admin.hotelView.noDescription')}</p>
            )}
          </DetailCard>
          <SectionTabs hotel={hotel} />
        </div>
        <div className="space-y-5">
          <PriceCard hotel={hotel} />
          <DetailCard title={t('admin.hotelForm.inclusions')}>
            <CheckList items={hotel.inclusions} empty={t('admin.hotelView.noInclusions')} className="grid gap-1.5 sm:grid-cols-2" />
          </DetailCard>
          <DetailCard title={t('admin.hotelView.property')}>
            <dl className="space-y-2 text-sm">
              <Fact label={t('admin.hotelView.type')}>{hotel.type || '—'}</Fact>
              <Fact label={t('admin.hotelForm.category')}>{hotel.category || '—'}</Fact>
              <Fact label={t('admin.hotelView.starRating')}>
                {hotel.star > 0 ? t('admin.hotelView.stars', { count: hotel.star }) : t('admin.hotelView.notRated')}
              </Fact>
              <Fact label={t('admin.hotelForm.rooms')}>{hotel.rooms}</Fact>
              <Fact label={t('admin.hotelForm.address')}>{hotel.address || t('admin.hotelView.notSet')}</Fact>
              <Fact label={t('admin.hotelForm.phone')}>{hotel.phone || t('admin.hotelView.notSet')}</Fact>
              <Fact label={t('admin.hotelForm.checkIn')}>{hotel.checkInTime}</Fact>
              <Fact label={t('admin.hotelForm.checkOut')}>{hotel.checkOutTime}</Fact>
            </dl>
          </DetailCard>
        </div>
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <DetailCard title={t('admin.hotelForm.amenities')}>
          <CheckList items={hotel.amenities} empty={t('admin.hotelView.noAmenities')} className="grid gap-1.5 sm:grid-cols-2" />
        </DetailCard>
        <DetailCard title={t('admin.hotelForm.facilities')}>
          <CheckList items={hotel.facilities} empty={t('admin.hotelView.noFacilities')} className="grid gap-1.5 sm:grid-cols-2" />
        </DetailCard>
      </div>
    </div>
  );
}
