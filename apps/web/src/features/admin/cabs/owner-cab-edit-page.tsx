import { EmptyState, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { PageHeader } from '../components/page-header.tsx';
import { UnpublishedNotice } from '../components/unpublished-notice.tsx';
import { useOwnerCab } from './api/get-owner-cab.ts';
import { EditCabScreen } from './components/edit-cab-screen.tsx';

export function Component() {
  const { data: user } = useCurrentUser();
  const { data: cab, isPending, isError, refetch } = useOwnerCab(user?._id);
  if (isPending || isError || !cab)
    return (
      <div className="mx-auto max-w-4xl">
        <PageHeader title="Edit Cab" />
        {isPending ? (
          <Spinner label="Loading..." />
        ) : isError ? (
          <ErrorState message="Error fetching cab data" onRetry={() => void refetch()} />
        ) : (
          <EmptyState title="No cab found" hint="Ask an administrator to link your account to your cab." />
        )}
      </div>
    );
  return (
    <>
      {cab.archivedAt && (
        <div className="mx-auto max-w-4xl">
          <UnpublishedNotice kind="cab" />
        </div>
      )}
      <EditCabScreen cabId={cab._id} />
    </>
  );
}
