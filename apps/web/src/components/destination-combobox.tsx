// The search box of the hotel and tour searches: suggests destinations (cities, regions, areas, landmarks,
// by any name people use, slips forgiven) and listings by name while typing (GET /api/suggest). A place
// goes into the field; a hotel or tour opens its page.
import type { Suggestion } from '@raahi/contract/places';
import { useNavigate } from 'react-router';
import { call } from '../lib/api-client.ts';
import { useLocalePath, useT } from '../lib/i18n.tsx';
import { Combobox } from './ui/combobox.tsx';

const ask = async (q: string, signal: AbortSignal) =>
  call((await import('@raahi/contract/places')).suggestDestinations, { query: { q, limit: 8 }, signal });
const SEARCHES = {
  // a hotel search suggests no tours, a tour search no hotels
  hotels: (q: string, signal: AbortSignal) => ask(q, signal).then((found) => found.filter((s) => s.kind !== 'tour')),
  tours: (q: string, signal: AbortSignal) => ask(q, signal).then((found) => found.filter((s) => s.kind !== 'hotel')),
};

export function DestinationCombobox({
  of,
  label,
  placeholder,
  name,
  value,
  onValue,
  roomy,
  className,
}: {
  of: keyof typeof SEARCHES;
  label: string;
  placeholder: string;
  name: string;
  value: string;
  onValue: (v: string) => void;
  roomy?: boolean;
  className?: string;
}) {
  const t = useT();
  const at = useLocalePath();
  const navigate = useNavigate();
  return (
    <Combobox<Suggestion>
      {...{ label, placeholder, name, value, onValue, roomy, className }}
      suggest={SEARCHES[of]}
      keyOf={(s) => `${s.kind}|${s.id ?? ''}|${s.name}|${s.where}`}
      onChoose={(s) => (s.id ? navigate(at(`/${s.kind}/${s.id}`)) : onValue(s.name))}
      listLabel={t('common.place.suggestions', { field: label })}
      countWords={(count) => t('common.suggest.count', { count })}
      render={(s) => (
        <>
          <span className="font-medium">{s.name}</span>{' '}
          <span className="text-slate-600">
            · {t(`common.suggest.kind.${s.kind}`)}, {s.where}
          </span>
        </>
      )}
    />
  );
}
