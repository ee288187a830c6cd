import { useParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import { EditCabScreen } from './components/edit-cab-screen.tsx';

export function Component() {
  const { cabId = '' } = useParams();
  const { data: user } = useCurrentUser();
  return <EditCabScreen cabId={cabId} next={user?.role === 'admin' ? '/admin/cab/allcab' : '/admin/cab/user/view'} />;
}
