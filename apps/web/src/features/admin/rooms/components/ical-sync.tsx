// Channel sync on a room type's page (decision 0062): its secret export address (copy, rotate) and the
// calendars it imports from other sites, each with its last good import, its last error and the nights it
// could not close because they were already sold here (a stale feed is never silent); add, Sync now, remove.
import type { IcalImport } from '@raahi/contract/ical';
import { useState, type FormEvent } from 'react';
import { Button, CallButton } from '../../../../components/ui/button.tsx';
import { inputClass, labelClass } from '../../../../components/ui/fields.tsx';
import { CallError, ErrorState, Spinner } from '../../../../components/ui/states.tsx';
import { formatDateTime, formatDay } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { useIcal, useIcalActions } from '../api/ical.ts';

export function IcalSync({ hotelId, roomTypeId }: { hotelId: string; roomTypeId: string }) {
  const t = useT();
  const settings = useIcal(hotelId, roomTypeId);
  const actions = useIcalActions(hotelId, roomTypeId);
  const [url, setUrl] = useState('');
  const [copied, setCopied] = useState(false);
  const add = (e: FormEvent) => {
    e.preventDefault();
    actions.add.mutate(url, { onSuccess: () => setUrl('') });
  };
  return (
    <section aria-labelledby="ical-heading" className="mt-8 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div>
        <h2 id="ical-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.ical.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('admin.ical.intro')}</p>
      </div>
      {settings.isPending ? (
        <Spinner label={t('admin.ical.loading')} />
      ) : settings.isError ? (
        <ErrorState message={t('admin.ical.loadFailed')} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <div>
            <label htmlFor="ical-export" className={labelClass}>
              {t('admin.ical.exportLabel')}
            </label>
            <div className="mt-1 flex flex-wrap gap-2">
              <input
                id="ical-export"
                readOnly
                value={settings.data.exportUrl}
                className={`${inputClass} min-w-0 basis-full font-mono text-xs sm:basis-0 sm:flex-1`}
              />
              <Button
                variant="secondary"
                onClick={() =>
                  void navigator.clipboard?.writeText(settings.data.exportUrl).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                {t('admin.ical.copy')}
              </Button>
              <CallButton variant="secondary" call={actions.rotate} busy={t('admin.ical.rotating')} onClick={() => actions.rotate.mutate()}>
                {t('admin.ical.rotate')}
              </CallButton>
            </div>
            <p className="mt-1 text-xs text-slate-500" aria-live="polite">
              {copied ? t('admin.ical.copied') : t('admin.ical.rotateHint')}
            </p>
            <CallError call={actions.rotate} fallback={t('admin.ical.actionFailed')} className="mt-1 text-sm text-red-700" />
          </div>

          <div>
            <h3 className="font-semibold text-slate-900">{t('admin.ical.imports')}</h3>
            {settings.data.imports.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t('admin.ical.none')}</p>
            ) : (
              <ul className="mt-2 space-y-3">
                {settings.data.imports.map((imp) => (
                  <ImportRow key={imp._id} imp={imp} actions={actions} />
                ))}
              </ul>
            )}
            <CallError call={actions.sync} fallback={t('admin.ical.actionFailed')} className="mt-2 text-sm text-red-700" />
            <CallError call={actions.remove} fallback={t('admin.ical.actionFailed')} className="mt-2 text-sm text-red-700" />
          </div>

          <form onSubmit={add} className="space-y-2">
            <label htmlFor="ical-add" className={labelClass}>
              {t('admin.ical.addLabel')}
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                id="ical-add"
                type="url"
                inputMode="url"
                required
                placeholder="https://…/calendar.ics"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                className={`${inputClass} min-w-0 flex-1`}
              />
              <CallButton type="submit" call={actions.add} busy={t('admin.ical.adding')}>
                {t('admin.ical.add')}
              </CallButton>
            </div>
            <CallError call={actions.add} fallback={t('admin.ical.actionFailed')} className="text-sm text-red-700" />
          </form>
        </>
      )}
    </section>
  );
}

function ImportRow({ imp, actions }: { imp: IcalImport; actions: ReturnType<typeof useIcalActions> }) {
  const t = useT();
  const syncing = actions.sync.isPending && actions.sync.variables === imp._id;
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="break-all font-mono text-xs text-slate-800">{imp.url}</p>
      <p className="mt-1 text-sm text-slate-700">
        {imp.lastImportedAt ? t('admin.ical.lastImported', { at: formatDateTime(imp.lastImportedAt) }) : t('admin.ical.never')}
        {' · '}
        {t('admin.ical.nightsClosed', { count: imp.nightsClosed })}
      </p>
      {imp.lastError && (
        <p role="status" className="mt-1 text-sm font-medium text-red-700">
          {t('admin.ical.lastError', { error: imp.lastError, at: imp.lastTriedAt ? formatDateTime(imp.lastTriedAt) : '' })}
          {imp.lastImportedAt && ` ${t('admin.ical.keptClosed')}`}
        </p>
      )}
      {imp.conflicts.length > 0 && (
        <p role="status" className="mt-1 text-sm font-medium text-amber-800">
          {t('admin.ical.conflicts', { nights: imp.conflicts.map(formatDay).join(', ') })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" disabled={syncing} onClick={() => actions.sync.mutate(imp._id)}>
          {syncing ? t('admin.ical.syncing') : t('admin.ical.syncNow')}
        </Button>
        <Button variant="ghost" disabled={actions.remove.isPending} onClick={() => actions.remove.mutate(imp._id)}>
          {t('admin.ical.remove')}
        </Button>
      </div>
    </li>
  );
}
