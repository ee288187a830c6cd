import { useCurrentUser } from '../../../lib/session.ts';
import { useOwnerCab } from '../api/get-owned-listing.ts';
import { FormPage } from '../components/form-page.tsx';
import { Loaded } from '../components/loaded.tsx';
import { useOwnerTexts } from '../components/owner-texts.ts';
import { ListingSwitcher } from '../components/listing-switcher.tsx';
import { UnpublishedNotice } from '../components/unpublished-notice.tsx';
import { EditCabScreen } from './components/edit-cab-screen.tsx';
import { useT } from '../../../lib/i18n.tsx';

export function Component() {
  const t = useT();
  const ownerTexts = useOwnerTexts();
  const { data: user } = useCurrentUser();
  const cab = useOwnerCab(user?._id);
  if (!cab.data)
    return (
      <FormPage title={t('admin.record.cab.edit')} className="mx-auto max-w-4xl">
        <Loaded query={cab} texts={ownerTexts.cab} />
      </FormPage>
    );
  return (
    <>
      <div className="mx-auto max-w-4xl">
        <ListingSwitcher kind="cab" />
        {cab.data.archivedAt && <UnpublishedNotice kind="cab" review={cab.data.review} />}
      </div>
      <EditCabScreen key={cab.data._id} cabId={cab.data._id} />
    </>
  );
}
