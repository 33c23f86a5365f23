import type { DueDiligenceReport, PanelEntry } from '@sextant/contracts/due-diligence';
import type { Provider } from '@sextant/contracts/providers';

/** The first year of a financial year: '2025/26' → 2025; NaN when it does not start with one. */
function startYear(financialYear: string): number {
  const match = /^\s*(\d{4})/.exec(financialYear);
  return match ? Number(match[1]) : Number.NaN;
}

/** SPEC §4: years sorted newest first. Unreadable years go last, in reverse text order. */
export function sortReports<T extends Pick<DueDiligenceReport, 'financial_year'>>(
  reports: readonly T[],
): T[] {
  return [...reports].sort((a, b) => {
    const ya = startYear(a.financial_year);
    const yb = startYear(b.financial_year);
    if (Number.isNaN(ya) !== Number.isNaN(yb)) return Number.isNaN(ya) ? 1 : -1;
    if (!Number.isNaN(ya) && ya !== yb) return yb - ya;
    return b.financial_year.localeCompare(a.financial_year);
  });
}

/**
 * The report shown: the one of the chosen year, else (SPEC §4) the latest. `reports` are sorted newest first.
 */
export function selectReport<T extends Pick<DueDiligenceReport, 'financial_year'>>(
  reports: readonly T[],
  year: string | null,
): T | undefined {
  return reports.find((report) => report.financial_year === year) ?? reports[0];
}

const UUID_LENGTH = 36;

/** SPEC §3: a panel entry's `_links.provider.href` ends in the provider's 36-character id. */
export function providerIdOf(href: string): string {
  return href
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .slice(-UUID_LENGTH);
}

/** A panel entry with the provider's data attached (SPEC §3); null when the provider is not in the list. */
export interface PanelRow extends PanelEntry {
  provider_id: string;
  provider_data: Provider | null;
}

/** Attaches each entry's provider from the session's provider list, in panel order. */
export function attachProviders(entries: readonly PanelEntry[], providers: readonly Provider[]): PanelRow[] {
  const byId = new Map(providers.map((provider) => [provider.uuid.toLowerCase(), provider]));
  return [...entries]
    .sort((a, b) => a.position - b.position)
    .map((entry) => {
      const provider_id = providerIdOf(entry._links.provider.href);
      return { ...entry, provider_id, provider_data: byId.get(provider_id.toLowerCase()) ?? null };
    });
}
