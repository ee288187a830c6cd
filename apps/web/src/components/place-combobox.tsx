// A place field that suggests India's cities, towns and airports while typing (GET /api/places), for trips.
import type { WirePlace } from '@raahi/contract/places';
import { call } from '../lib/api-client.ts';
import { useT } from '../lib/i18n.tsx';
import { Combobox } from './ui/combobox.tsx';

const askPlaces = async (q: string, signal: AbortSignal) =>
  call((await import('@raahi/contract/places')).listPlaces, { query: { q, limit: 6 }, signal });

export function PlaceCombobox({
  label,
  name,
  value,
  onValue,
  placeholder,
  roomy = false,
  className,
}: {
  label: string;
  name?: string;
  value: string;
  onValue: (v: string) => void;
  placeholder?: string;
  /** the home page's larger fields */
  roomy?: boolean;
  className?: string;
}) {
  const t = useT();
  return (
    <Combobox<WirePlace>
      {...{ label, name, value, onValue, placeholder, roomy, className }}
      suggest={askPlaces}
      keyOf={(p) => p.id}
      onChoose={(p) => onValue(p.name)}
      listLabel={t('common.place.suggestions', { field: label })}
      countWords={(count) => t('common.suggest.count', { count })}
      render={(p) => (
        <>
          <span className="font-medium">{p.name}</span>{' '}
          <span className="text-slate-600">
            · {t(`common.place.${p.kind}`)}, {p.state}
          </span>
        </>
      )}
    />
  );
}
