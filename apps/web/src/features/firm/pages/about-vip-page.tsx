import { useQuery } from '@tanstack/react-query';
import { ChartLine, MessagesSquare } from 'lucide-react';
import { useEffect } from 'react';
import { VipHero } from '@/features/firm/components/vip-hero';
import { AboutFirm, VipService } from '@/features/firm/components/vip-service';
import { useFirmStore } from '@/features/firm/store';
import { firmQuery } from '@/shared/api/firm';
import { appPath } from '@/shared/routing/app-path';
import { LinkList } from '@/shared/ui/link-list';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';

/** The firm: the stored record at once (local storage), refreshed from the firm call (GET /firm) into the store. */
function useFirm() {
  const stored = useFirmStore((state) => state.firm);
  const setFirm = useFirmStore((state) => state.setFirm);
  const query = useQuery(firmQuery());
  useEffect(() => {
    if (query.data) setFirm(query.data);
  }, [query.data, setFirm]);
  return {
    firm: query.data ?? stored,
    loading: !query.data && !stored && query.isPending && query.fetchStatus !== 'idle',
    refresh: () => query.refetch(),
  };
}

/**
 * /tabs/about-vip, open to every signed-in client (SPEC §2): the VIP service in the firm's name and with its
 * logo. `vip` (the token's claim) decides only the wording: a welcome for a VIP client, what the service is
 * for any other.
 */
export function AboutVipPage({ vip }: { vip: boolean }) {
  const { firm, loading, refresh } = useFirm();
  const firmName = firm?.name ?? 'your firm';

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className="flex flex-col gap-6">
        <VipHero firm={firm} loading={loading} vip={vip} />
        <VipService firmName={firmName} vip={vip} />
        {firm && <AboutFirm firm={firm} />}
        <LinkList
          label="VIP shortcuts"
          items={[
            {
              to: appPath.messages(),
              label: 'Send a secure message',
              description: `To ${firmName}`,
              icon: MessagesSquare,
            },
            {
              to: appPath.policies(),
              label: 'Your policies',
              description: 'Valuations and history',
              icon: ChartLine,
            },
          ]}
        />
      </div>
    </PullToRefresh>
  );
}
