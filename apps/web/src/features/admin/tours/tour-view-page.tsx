import { termOf } from '../../../components/ui/term.tsx';
import type { Tour } from '@raahi/contract/tours';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Img } from '../../../components/ui/img.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { formatDay } from '../../../lib/format.ts';
import { rupees } from '@raahi/contract/rules/rupees';
import { CheckList, DetailCard } from '../components/details.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useAdminTour } from './api/get-admin-tour.ts';
import { useT } from '../../../lib/i18n.tsx';

export function Component() {
  const { id = '' } = useParams();
  const t = useT();
  const q = useAdminTour(id);
  if (q.isPending) return <Spinner label={t('admin.record.package.loading')} />;
  if (q.isError) return <ErrorState message={t('admin.record.package.loadFailed')} onRetry={() => void q.refetch()} />;
  return <TourView tour={q.data} />;
}

const Fact = termOf('caps');

function TourView({ tour }: { tour: Tour }) {
  const t = useT();
  const p = tour;
  return (
    <>
      <PageHeader
        title={p.name}
        description={`${p.type} · ${p.location}`}
        actions={
          <>
            <Link to="/admin/tour/alltour" className={buttonClass('secondary')}>
              {t('admin.nav.allPackages')}
            </Link>
            <Link to={`/tour/${p._id}`} className={buttonClass('secondary')}>
              {t('admin.tours.view.onSite')}
            </Link>
            <Link to={`/admin/tour/edit/${p._id}`} className={buttonClass('primary')}>
              {t('admin.record.package.edit')}
            </Link>
          </>
        }
      />
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="space-y-5 lg:col-span-2">
          <Img
            src={p.image}
            alt={p.name}
            width={1280}
            height={720}
            sizes="(min-width: 1024px) 60vw, 100vw"
            priority
            className="aspect-video w-full rounded-xl"
          />
          <DetailCard title={t('admin.tours.description')}>
            <p className="whitespace-pre-line text-sm text-slate-700">{p.description}</p>
          </DetailCard>
          {p.photos.length > 0 && (
            <DetailCard title={t('admin.tours.photos')}>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {p.photos.map((photo, i) => (
                  <li key={`${photo}-${i}`}>
                    <Img
                      src={photo}
                      alt={t('admin.tours.view.photoAlt', { name: p.name, n: i + 1 })}
                      width={320}
                      height={220}
                      sizes="200px"
                      className="aspect-[3/2] w-full rounded-lg"
                    />
                  </li>
                ))}
              </ul>
            </DetailCard>
          )}
          <DetailCard title={t('admin.tours.plan.title')}>
            {p.tourPlan.length === 0 ? (
              <p className="text-sm text-slate-600">{t('admin.tours.view.noPlan')}</p>
            ) : (
              <ol className="space-y-4">
                {p.tourPlan.map((d) => (
                  <li key={d.day} className="border-l-2 border-teal-600 pl-4">
                    <h3 className="font-semibold text-slate-900">{t('admin.tours.plan.day', { day: d.day })}</h3>
                    {d.description && <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{d.description}</p>}
                    <PlanList
                      title={t('admin.tours.plan.car')}
                      items={d.car.map(
                        (c) =>
                          `${c.destination}${c.model ? ` · ${c.model}` : ''}${c.type ? ` (${c.type})` : ''}${c.facilities ? ` — ${c.facilities}` : ''}`,
                      )}
                    />
                    <PlanList
                      title={t('admin.tours.plan.sightseeing')}
                      items={d.sightseeing.map(
                        (s) =>
                          `${s.name}${s.location ? `, ${s.location}` : ''}${s.duration ? ` · ${s.duration}` : ''}${s.places ? ` — ${s.places}` : ''}`,
                      )}
                    />
                    <PlanList
                      title={t('admin.tours.plan.hotels')}
                      items={d.hotels.map(
                        (h) =>
                          `${h.name}${h.location ? `, ${h.location}` : ''}${h.ratings ? ` · ${h.ratings}★` : ''}${h.timming ? ` · ${h.timming}` : ''}${h.stayDate ? ` · ${h.stayDate}` : ''}`,
                      )}
                    />
                  </li>
                ))}
              </ol>
            )}
          </DetailCard>
        </div>
        <aside className="space-y-5">
          <TitledSection
            id="tour-price"
            title={t('admin.tours.price')}
            headingClassName="sr-only"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <p className="text-2xl font-bold text-slate-900">{rupees(p.price)}</p>
            <p className="text-xs text-slate-500">{t('admin.tours.view.perPerson')}</p>
            <dl className="mt-4 grid grid-cols-2 gap-4">
              <Fact label={t('admin.tours.view.rating')}>
                <span className="flex items-center gap-1">
                  <StarRating value={p.rating} /> {p.rating.toFixed(1)}
                </span>
              </Fact>
              <Fact label={t('admin.tours.view.reviews')}>{p.reviews}</Fact>
              <Fact label={t('admin.tours.duration')}>{p.duration}</Fact>
              <Fact label={t('admin.table.featured')}>{p.featured ? t('admin.tours.view.yes') : t('admin.tours.view.no')}</Fact>
              <Fact label={t('admin.tours.availableFrom')}>{formatDay(p.availableFrom)}</Fact>
              <Fact label={t('admin.tours.availableTill')}>{formatDay(p.availableTill)}</Fact>
            </dl>
          </TitledSection>
          <DetailCard title={t('admin.tours.inclusions')}>
            <CheckList items={p.inclusions} empty={t('admin.tours.view.noInclusions')} />
          </DetailCard>
        </aside>
      </div>
    </>
  );
}

function PlanList({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <div className="mt-2">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h4>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
        {items.map((x, i) => (
          <li key={i}>{x}</li>
        ))}
      </ul>
    </div>
  );
}
