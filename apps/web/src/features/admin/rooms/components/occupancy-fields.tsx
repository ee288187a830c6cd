// A night's own prices by guests (decision 0069): a price for each count of adults below the room's base
// occupancy, each extra adult, and each child by the hotel's age bands. What is left empty follows the plan.
import type { CalendarSet, NightOccupancy } from '@raahi/contract/rooms';
import type { AgeRules } from '@raahi/contract/rules/occupancy';
import { useT } from '../../../../lib/i18n.tsx';
import { NumberInput } from './number-input.tsx';

/** field ('adults.1', 'extraAdult', 'child.0') → what the owner typed */
export type OccupancyDraft = Record<string, string>;

/** the hotel's child bands, or the one band of every child's age when it set none */
export const childBands = (a: AgeRules | undefined) =>
  a?.childAgeBands.length ? a.childAgeBands : [{ fromAge: a?.infantBelowAge ?? 2, toAge: (a?.adultFromAge ?? 12) - 1 }];

export function draftOf(o: NightOccupancy | undefined): OccupancyDraft {
  const d: OccupancyDraft = {};
  for (const [n, v] of Object.entries(o?.byAdults ?? {})) d[`adults.${n}`] = String(v);
  if (o?.extraAdult !== undefined) d.extraAdult = String(o.extraAdult);
  o?.extraChild?.forEach((v, i) => (d[`child.${i}`] = String(v)));
  return d;
}

const filled = (d: OccupancyDraft) => Object.values(d).some((v) => v.trim() !== '');

/**
 * What the draft sets: its figures, or null when emptied (the plan's again). A child band left empty while
 * another is set takes the plan's figure for it (one price per band is sent); with no plan (the bulk edit
 * spans several) it must be filled, and is refused before sending.
 */
export function occupancySet(d: OccupancyDraft, bands: number, plan: NightOccupancy | undefined): CalendarSet['occupancy'] {
  if (!filled(d)) return null;
  const n = (v: string) => Number(v.trim() === '' ? Number.NaN : v);
  const byAdults = Object.fromEntries(
    Object.entries(d)
      .filter(([k, v]) => k.startsWith('adults.') && v.trim() !== '')
      .map(([k, v]) => [k.slice(7), n(v)]),
  );
  const children = Array.from({ length: bands }, (_, i) => d[`child.${i}`]?.trim() ?? '');
  return {
    ...(Object.keys(byAdults).length && { byAdults }),
    ...(d.extraAdult?.trim() && { extraAdult: n(d.extraAdult) }),
    ...(children.some((v) => v !== '') && {
      extraChild: children.map((v, i) => (v === '' ? (plan ? (plan.extraChild?.[i] ?? 0) : Number.NaN) : n(v))),
    }),
  };
}

export const sameDraft = (a: OccupancyDraft, b: OccupancyDraft) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? '').trim() === (b[k] ?? '').trim());
};

type Props = {
  draft: OccupancyDraft;
  onDraft: (d: OccupancyDraft) => void;
  /** the lowest base occupancy of the room types edited: prices by adults are for fewer */
  baseOccupancy: number;
  ageRules: AgeRules | undefined;
  /** the plan's figures, shown where the night sets none */
  plan?: NightOccupancy;
  errors: Record<string, string>;
};

export function OccupancyFields({ draft, onDraft, baseOccupancy, ageRules, plan, errors }: Props) {
  const t = useT();
  const set = (k: string) => (v: string) => onDraft({ ...draft, [k]: v });
  const bands = childBands(ageRules);
  const someChild = bands.some((_, i) => (draft[`child.${i}`] ?? '').trim() !== '');
  const missing = (i: number) => !plan && someChild && (draft[`child.${i}`] ?? '').trim() === '';
  const planFigure = (v: number | undefined) => (v === undefined ? undefined : String(v));
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('admin.calendar.occupancy.title')}</legend>
      <p className="text-xs text-slate-500">{t('admin.calendar.occupancy.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: Math.max(0, baseOccupancy - 1) }, (_, i) => i + 1).map((n) => (
          <NumberInput
            key={n}
            label={t('admin.calendar.occupancy.byAdults', { count: n })}
            value={draft[`adults.${n}`] ?? ''}
            onValue={set(`adults.${n}`)}
            placeholder={planFigure(plan?.byAdults?.[String(n)])}
            error={errors[String(n)] ?? (n === 1 ? errors.byAdults : undefined)}
          />
        ))}
        <NumberInput
          label={t('admin.calendar.occupancy.extraAdult')}
          value={draft.extraAdult ?? ''}
          onValue={set('extraAdult')}
          placeholder={planFigure(plan?.extraAdult)}
          error={errors.extraAdult}
        />
        {bands.map((b, i) => (
          <NumberInput
            key={i}
            label={t('admin.calendar.occupancy.extraChild', { from: b.fromAge, to: b.toAge })}
            value={draft[`child.${i}`] ?? ''}
            onValue={set(`child.${i}`)}
            placeholder={planFigure(plan?.extraChild?.[i])}
            error={missing(i) ? t('admin.calendar.occupancy.everyBand') : i === 0 ? errors.extraChild : undefined}
          />
        ))}
      </div>
      {errors.occupancy && <p className="text-xs font-medium text-red-700">{errors.occupancy}</p>}
    </fieldset>
  );
}
