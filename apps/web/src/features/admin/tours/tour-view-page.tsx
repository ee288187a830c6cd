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

export function Component() {
  const { id = '' } = useParams();
  const q = useAdminTour(id);
  if (q.isPending) return <Spinner label="Loading package…" />;
  if (q.isError) return <ErrorState message="Error fetching package data" onRetry={() => void q.refetch()} />;
  return <TourView t={q.data} />;
}

const Fact = termOf('caps');

function TourView({ t }: { t: Tour }) {
  return (
    <>
      <PageHeader
        title={t.name}
        description={`${t.type} · ${t.location}`}
        actions={
          <>
            <Link to="/admin/tour/alltour" className={buttonClass('secondary')}>
              All Packages
            </Link>
            <Link to={`/tour/${t._id}`} className={buttonClass('secondary')}>
              View on site
            </Link>
            <Link to={`/admin/tour/edit/${t._id}`} className={buttonClass('primary')}>
              Edit Package
            </Link>
          </>
        }
      />
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="space-y-5 lg:col-span-2">
          <Img
            src={t.image}
            alt={t.name}
            width={1280}
            height={720}
            sizes="(min-width: 1024px) 60vw, 100vw"
            priority
            className="aspect-video w-full rounded-xl"
          />
          <DetailCard title="Description">
            <p className="whitespace-pre-line text-sm text-slate-700">{t.description}</p>
          </DetailCard>
          {t.photos.length > 0 && (
            <DetailCard title="Photos">
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {t.photos.map((p, i) => (
                  <li key={`${p}-${i}`}>
                    <Img
                      src={p}
                      alt={`${t.name}, photo ${i + 1}`}
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
          <DetailCard title="Tour plan">
            {t.tourPlan.length === 0 ? (
              <p className="text-sm text-slate-600">No tour plan yet.</p>
            ) : (
              <ol className="space-y-4">
                {t.tourPlan.map((d) => (
                  <li key={d.day} className="border-l-2 border-teal-600 pl-4">
                    <h3 className="font-semibold text-slate-900">Day {d.day}</h3>
                    {d.description && <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{d.description}</p>}
                    <PlanList
                      title="Cars"
                      items={d.car.map(
                        (c) =>
                          `${c.destination}${c.model ? ` · ${c.model}` : ''}${c.type ? ` (${c.type})` : ''}${c.facilities ? ` — ${c.facilities}` : ''}`,
                      )}
                    />
                    <PlanList
                      title="Sightseeing"
                      items={d.sightseeing.map(
                        (s) =>
                          `${s.name}${s.location ? `, ${s.location}` : ''}${s.duration ? ` · ${s.duration}` : ''}${s.places ? ` — ${s.places}` : ''}`,
                      )}
                    />
                    <PlanList
                      title="Hotels"
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
            title="Price"
            headingClassName="sr-only"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <p className="text-2xl font-bold text-slate-900">{rupees(t.price)}</p>
            <p className="text-xs text-slate-500">per person</p>
            <dl className="mt-4 grid grid-cols-2 gap-4">
              <Fact label="Rating">
                <span className="flex items-center gap-1">
                  <StarRating value={t.rating} /> {t.rating.toFixed(1)}
                </span>
              </Fact>
              <Fact label="Reviews">{t.reviews}</Fact>
              <Fact label="Duration">{t.duration}</Fact>
              <Fact label="Featured">{t.featured ? 'Yes' : 'No'}</Fact>
              <Fact label="Available from">{formatDay(t.availableFrom)}</Fact>
              <Fact label="Available till">{formatDay(t.availableTill)}</Fact>
            </dl>
          </TitledSection>
          <DetailCard title="Inclusions">
            <CheckList items={t.inclusions} empty="No inclusions specified" />
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
