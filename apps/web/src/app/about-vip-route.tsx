import { useAuthStore } from '@/features/auth/store';
import { AboutVipPage } from '@/features/firm/pages/about-vip-page';

/**
 * /tabs/about-vip, open to every signed-in client (SPEC §2 lists it among the /tabs children with no
 * restriction). The token's vip claim (read here: one feature does not import another) picks the wording.
 */
export function AboutVipRoute() {
  const vip = useAuthStore((state) => state.vip);
  return <AboutVipPage vip={vip} />;
}
