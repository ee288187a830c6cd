import type { TourPlanDay } from '@raahi/contract/tours';
import { useState } from 'react';
import { CHEVRON_DOWN_PATH, LineIcon } from '../../../components/ui/line-icon.tsx';
import { Img } from '../../../components/ui/img.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useT } from '../../../lib/i18n.tsx';

/** The day-by-day plan; each day opens and closes on its own. */
export function TourPlan({ days }: { days: TourPlanDay[] }) {
  const t = useT();
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  // a day opens with the app
  const hydrated = useHydrated();
  const toggle = (i: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  if (days.length === 0) return <p className="text-slate-600">{t('tours.plan.later')}</p>;
  return (
    <ol className="space-y-3">
      {days.map((d, i) => {
        const isOpen = open.has(i);
        const panelId = `plan-day-${i}`;
        return (
          <li key={i} className="overflow-hidden rounded-xl ring-1 ring-slate-200">
            <h3>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(i)}
                disabled={!hydrated}
                className="flex w-full items-center gap-3 bg-white px-4 py-3 text-left hover:bg-slate-50 disabled:cursor-wait focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600"
              >
                <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-teal-700 text-sm font-bold text-white">
                  {d.day}
                </span>
                <span className="flex-1 font-semibold text-slate-900">{t('tours.plan.day', { day: d.day })}</span>
                <LineIcon d={CHEVRON_DOWN_PATH} className={`h-5 w-5 text-slate-500 transition ${isOpen ? 'rotate-180' : ''}`} />
              </button>
            </h3>
            <div id={panelId} hidden={!isOpen} className="space-y-4 border-t border-slate-200 bg-slate-50 px-4 py-4">
              <p className="whitespace-pre-line text-slate-700">{d.description}</p>
              {planGroups(d, t)
                .filter((g) => g.items.length > 0)
                .map((g) => (
                  <PlanGroup key={g.title} title={g.title}>
                    {g.items.map((item, j) => (
                      <PlanItem key={j} {...item} />
                    ))}
                  </PlanGroup>
                ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

type PlanEntry = { image: string; alt: string; title: string; lines: string[] };

/** A day's transfers, sightseeing and stays, each as a picture, a title and its lines. */
function planGroups(d: TourPlanDay, t: ReturnType<typeof useT>): { title: string; items: PlanEntry[] }[] {
  const transfers = d.car.map((c) => ({
    image: c.image,
    alt: `${c.model} ${c.type}`,
    title: `${c.model} · ${c.type}`,
    lines: [t('tours.plan.to', { place: c.destination }), c.facilities, c.checkout ? t('tours.plan.checkout', { time: c.checkout }) : ''],
  }));
  const sights = d.sightseeing.map((s) => ({ image: s.image, alt: s.name, title: s.name, lines: [s.location, s.places, s.duration] }));
  const stays = d.hotels.map((h) => ({
    image: h.image,
    alt: h.name,
    title: h.name,
    lines: [h.location, h.timming, h.stayDate, h.ratings ? t('tours.plan.rated', { rating: h.ratings }) : ''],
  }));
  return [
    { title: t('tours.plan.transfers'), items: transfers },
    { title: t('tours.plan.sightseeing'), items: sights },
    { title: t('tours.plan.stay'), items: stays },
  ];
}

function PlanGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h4 className="mb-2 text-sm font-semibold uppercase tracking-wide text-teal-800">{title}</h4>
      <ul className="grid gap-3 sm:grid-cols-2">{children}</ul>
    </div>
  );
}

function PlanItem({ image, alt, title, lines }: PlanEntry) {
  return (
    <li className="flex gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200">
      {image && <Img src={image} alt={alt} width={96} height={72} sizes="96px" className="h-18 w-24 shrink-0 rounded-md" />}
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">{title}</p>
        {lines.filter(Boolean).map((l, k) => (
          <p key={k} className="text-slate-600">
            {l}
          </p>
        ))}
      </div>
    </li>
  );
}
