import type { ClientDocument } from '@sextant/contracts/documents';
import { FileText } from 'lucide-react';

/**
 * Until the client has opened the document (View or Download), the form below stays disabled and this says
 * why: the evidence of a signature or an acknowledgement starts with the document read. Once the file is
 * fetched the document is refetched with its `opened_at`, and this gives way.
 */
export function OpenFirst({ document, message }: { document: ClientDocument; message: string }) {
  if (document.opened_at) return null;
  return (
    <p className="flex items-start gap-2 rounded-xl bg-teal-50 px-4 py-3 text-sm font-medium text-teal-900">
      <FileText aria-hidden="true" className="mt-0.5 size-4.5 shrink-0" />
      {message}
    </p>
  );
}
