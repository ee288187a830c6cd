// Edit Cab for one cab id: an admin edits any cab; a cab owner only their own (the API answers 404 for
// any other, shown here as a refusal).
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { ErrorState, Spinner } from '../../../../components/ui/states.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { useCurrentUser } from '../../../../lib/session.ts';
import { FormPage, savedOutcome } from '../../components/form-page.tsx';
import { RECORDS } from '../../records.ts';
import { useEditableCab } from '../api/get-editable-cab.ts';
import { useUpdateCab } from '../api/update-cab.ts';
import { CabForm, cabToValues } from './cab-form.tsx';

export function EditCabScreen({ cabId, next }: { cabId: string; next?: string }) {
  const t = useT();
  const { data: user } = useCurrentUser();
  const { data: cab, isPending, isError, error, refetch } = useEditableCab(cabId);
  const update = useUpdateCab();

  let body;
  if (!user) body = <ErrorState message={t('admin.cabEdit.login')} />;
  else if (isPending) body = <Spinner label={t('admin.owner.loading')} />;
  else if (isError) {
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 401) body = <ErrorState message={t('admin.cabEdit.login')} />;
    else if ((status === 404 || status === 403) && user.role !== 'admin')
      body = (
        <div role="alert" className="mx-auto my-8 max-w-xl rounded-xl border border-amber-200 bg-amber-50 p-6 text-center text-amber-900">
          <p className="text-lg font-semibold">{t('admin.cabEdit.onlyOwn')}</p>
          <p className="mt-1 text-sm">{t('admin.cabEdit.notYours')}</p>
          <Link to="/admin/cab/user" className={buttonClass('primary', 'mt-4')}>
            {t('admin.cabEdit.mine')}
          </Link>
        </div>
      );
    else if (status === 404) body = <ErrorState message={t('admin.owner.cab.empty')} />;
    else body = <ErrorState message={t('admin.owner.cab.error')} onRetry={() => void refetch()} />;
  } else
    body = (
      <CabForm
        key={cab._id}
        initial={cabToValues(cab)}
        onSave={(body) => update.mutateAsync({ id: cab._id, body })}
        outcome={{ ...savedOutcome(t, 'edit', RECORDS.cab), next }}
      />
    );

  return (
    <FormPage title={t('admin.record.cab.edit')} className="mx-auto max-w-4xl">
      {body}
    </FormPage>
  );
}
