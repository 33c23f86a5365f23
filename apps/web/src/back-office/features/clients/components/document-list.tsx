import type { AdminClientDocument } from '@sextant/contracts/admin-documents';
import type { UseQueryResult } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { openDocument } from '@/back-office/features/clients/api/document-files';
import { buttonClass } from '@/shared/ui/button';
import { ErrorMessage } from '@/shared/ui/messages';
import { SkeletonList } from '@/shared/ui/skeleton';
import { toastError } from '@/shared/ui/toast';
import { DocumentItem, type OpenedDocument } from './document-item';

interface DocumentListProps {
  /** The documents' query, for its loading and its failure. */
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch'>;
  /** Its documents, in the order shown. */
  items: AdminClientDocument[];
  onEvidence: (opened: OpenedDocument) => void;
  onWithdraw: (opened: OpenedDocument) => void;
}

/** The client's documents as they load: placeholders, a failure with a retry, none yet, or the list. */
export function DocumentList({ query, items, onEvidence, onWithdraw }: DocumentListProps) {
  const [opening, setOpening] = useState<string | null>(null);
  const open = async (document: AdminClientDocument) => {
    setOpening(document.uuid);
    try {
      await openDocument(document.uuid, document.filename);
    } catch {
      toastError('The PDF could not be opened. Please try again.');
    } finally {
      setOpening(null);
    }
  };

  if (query.isPending) return <SkeletonList rows={2} label="Loading the documents" />;
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <ErrorMessage message="The documents could not be loaded." />
        <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <FileText aria-hidden="true" className="size-4" />
        No documents yet. Upload a PDF to publish it to the client.
      </p>
    );
  }
  const current = items.filter((document) => document.state === 'current').length;
  return (
    <>
      <p className="text-sm text-ink-muted">
        {current} current {current === 1 ? 'document' : 'documents'}, {items.length} in all (with earlier
        versions and withdrawn ones).
      </p>
      <ul className="flex flex-col gap-3" aria-label="The client’s documents">
        {items.map((document) => (
          <DocumentItem
            key={document.uuid}
            document={document}
            actions={{
              onOpen: open,
              opening: opening === document.uuid,
              onEvidence: (doc, opener) => onEvidence({ document: doc, opener }),
              onWithdraw: (doc, opener) => onWithdraw({ document: doc, opener }),
            }}
          />
        ))}
      </ul>
    </>
  );
}
