import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';

export default function LoggedInRoute() {
  return <Navigate to={paths.dashboard} replace />;
}
