import type { Provider } from '@sextant/contracts/providers';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { appPath } from '@/shared/routing/app-path';
import { LogoTile } from '@/shared/ui/logo-tile';

/** The firm's providers, each leading to its view. */
export function ProviderList({ providers }: { providers: Provider[] }) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
      {providers.map((provider) => (
        <li key={provider.uuid}>
          <Link
            to={appPath.provider({ id: provider.uuid })}
            className="flex min-h-16 items-center gap-4 px-4 py-3.5 transition-colors hover:bg-navy-50 active:bg-navy-100 focus-visible:-outline-offset-2"
          >
            <LogoTile name={provider.name} src={provider.logo} />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium text-ink">{provider.name}</span>
              {provider.description && (
                <span className="line-clamp-2 text-sm text-ink-muted">{provider.description}</span>
              )}
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-navy-300" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
