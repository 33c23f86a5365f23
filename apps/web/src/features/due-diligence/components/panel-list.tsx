import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { PanelRow } from '@/features/due-diligence/panel';
import { appPath } from '@/shared/routing/app-path';
import { LogoTile } from '@/shared/ui/logo-tile';
import { RatingBadge } from './rating-badge';

/** A year's panel: each provider with its rating and summary, leading to its report. */
export function PanelList({ reportId, rows }: { reportId: string; rows: PanelRow[] }) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
      {rows.map((row) => {
        const name = row.provider_data?.name ?? 'Provider';
        return (
          <li key={row.uuid}>
            <Link
              to={appPath.providerReport({ dd_uuid: reportId, uuid: row.provider_id })}
              className="flex items-start gap-4 px-4 py-4 transition-colors hover:bg-navy-50 active:bg-navy-100 focus-visible:-outline-offset-2"
            >
              <LogoTile name={name} src={row.provider_data?.logo} />
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium text-ink">{name}</span>
                  <RatingBadge rating={row.rating} />
                </span>
                {row.summary && <span className="text-sm text-ink-muted">{row.summary}</span>}
              </span>
              <ChevronRight aria-hidden="true" className="mt-2.5 size-5 shrink-0 text-navy-300" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
