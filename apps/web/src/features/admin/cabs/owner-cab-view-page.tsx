import { useCurrentUser } from '../../../lib/session.ts';
import { useOwnerCab } from '../api/get-owned-listing.ts';
import { OWNER_TEXTS } from '../components/owner-texts.ts';
import { ListingSwitcher } from '../components/listing-switcher.tsx';
import { UnpublishedNotice } from '../components/unpublished-notice.tsx';
import { ViewPage } from '../components/view-page.tsx';
import { CabDetailsView } from './components/cab-details-view.tsx';

export function Component() {
  const { data: user } = useCurrentUser();
  return (
    <>
      <div className="mx-auto max-w-6xl">
        <ListingSwitcher kind="cab" />
      </div>
      <ViewPage
        query={useOwnerCab(user?._id)}
        texts={{ ...OWNER_TEXTS.cab, loading: 'Loading cab details...' }}
        edit={() => ({ to: '/admin/cab/user', label: 'Edit Cab' })}
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
