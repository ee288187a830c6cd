import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import { EditCabScreen } from './components/edit-cab-screen.tsx';

export function Component() {
  const { cabId = '' } = useParams();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  return <EditCabScreen cabId={cabId} onSaved={() => navigate(user?.role === 'admin' ? '/admin/cab/allcab' : '/admin/cab/user/view')} />;
}
