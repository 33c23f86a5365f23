import { Navigate } from 'react-router';
import { useAuthStore } from '@/features/auth/store';
import { AboutVipPage } from '@/features/firm/pages/about-vip-page';
import { appPath } from '@/shared/routing/app-path';

/** /tabs/about-vip is the VIP clients' page: anyone else is sent to their policies instead. */
export function AboutVipRoute() {
  const vip = useAuthStore((state) => state.vip);
  return vip ? <AboutVipPage /> : <Navigate to={appPath.policies()} replace />;
}
