import type { Firm } from '@sextant/contracts/firm';
import { formatDate } from '@/shared/format/money';

export interface FirmFact {
  term: string;
  detail: string;
}

/** The firm's regulatory facts, en-GB: 'FCA number' and 'FCA registered' (e.g. '2 Jun 2014'). Blanks are left out. */
export function firmFacts(firm: Pick<Firm, 'fca_number' | 'fca_registered_date'>): FirmFact[] {
  const facts: FirmFact[] = [];
  const number = firm.fca_number.trim();
  if (number) facts.push({ term: 'FCA number', detail: number });
  if (/^\d{4}-\d{2}-\d{2}/.test(firm.fca_registered_date)) {
    facts.push({ term: 'FCA registered', detail: formatDate(firm.fca_registered_date) });
  }
  return facts;
}

/** The Financial Services Register's search for the firm's reference number, where a client can check it. */
export function fcaRegisterUrl(fcaNumber: string): string {
  return `https://register.fca.org.uk/s/search?q=${encodeURIComponent(fcaNumber.trim())}&type=Companies`;
}

/** A provider's website as a link target: only http(s) addresses, never `javascript:` or the like. */
export function externalUrl(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address.includes('://') ? address : `https://${address}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The website's host, to show instead of the whole address: 'www.example.com'. */
export function displayHost(href: string): string {
  return new URL(href).host;
}
