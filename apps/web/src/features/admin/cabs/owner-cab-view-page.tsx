import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useOwnerCab } from './api/get-owner-cab.ts';
import { CabDetailsView } from './components/cab-details-view.tsx';

export function Component() {
  const { data: user } = useCurrentUser();
  const { data: cab, isPending, isError, refetch } = useOwnerCab(user?._id);
  if (isPending) return <Spinner label="Loading cab details..." />;
  if (isError) return <ErrorState message="Error fetching cab data" onRetry={() => void refetch()} />;
  if (!cab) return <EmptyState title="No cab found" hint="Ask an administrator to link your account to your cab." />;
  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-4 flex justify-end">
        <Link to="/admin/cab/user" className={buttonClass('primary')}>
          Edit Cab
        </Link>
      </div>
      <CabDetailsView cab={cab} />
    </div>
  );
}
