import { useCurrentUser } from '../../../lib/session.ts';
import { useOwnerCab } from '../api/get-owned-listing.ts';
import { useOwnerTexts } from '../components/owner-texts.ts';
import { ListingSwitcher } from '../components/listing-switcher.tsx';
import { UnpublishedNotice } from '../components/unpublished-notice.tsx';
import { ViewPage } from '../components/view-page.tsx';
import { CabDetailsView } from './components/cab-details-view.tsx';
import { useT } from '../../../lib/i18n.tsx';

export function Component() {
  const t = useT();
  const ownerTexts = useOwnerTexts();
  const { data: user } = useCurrentUser();
  return (
    <>
      <div className="mx-auto max-w-6xl">
        <ListingSwitcher kind="cab" />
      </div>
      <ViewPage
        query={useOwnerCab(user?._id)}
        texts={{ ...ownerTexts.cab, loading: t('admin.cabView.loading') }}
        edit={() => ({ to: '/admin/cab/user', label: t('admin.record.cab.edit') })}
      >
        {(cab) => (
          <>
            {cab.archivedAt && <UnpublishedNotice kind="cab" review={cab.review} />}
            <CabDetailsView cab={cab} />
          </>
        )}
      </ViewPage>
    </>
  );
}
