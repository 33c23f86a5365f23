import type { DocumentEvidence } from '@sextant/contracts/admin-documents';
import { DOCUMENT_CATEGORY_NAMES as CATEGORY_NAMES } from '@sextant/contracts/rules/documents';
import type { ReactNode } from 'react';
import { useDocumentEvidence } from '@/back-office/features/clients/api/get-document-evidence';
import { buttonClass } from '@/shared/ui/button';
import { ErrorMessage } from '@/shared/ui/messages';
import { SkeletonList } from '@/shared/ui/skeleton';
import { CertificateButton } from './certificate-button';
import { browserOf, EVENT_LABELS, formatDateTime, formatSize, STATE_LABELS } from './service-texts';

function Milestone({ label, at, note }: { label: string; at: string | null; note?: string }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="text-sm text-ink">
        {at ? <time dateTime={at}>{formatDateTime(at)}</time> : (note ?? 'Not yet')}
      </dd>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1.5">
      <dt className="text-ink-muted">{label}:</dt>
      <dd className="min-w-0 break-all text-ink">{children}</dd>
    </div>
  );
}

/** The milestones a regulator asks about, in order; acknowledged or signed as the document asks. */
function Milestones({ evidence }: { evidence: DocumentEvidence }) {
  const { requires } = evidence.document;
  return (
    <dl className="divide-y divide-line">
      <Milestone label="Published" at={evidence.published_at} />
      <Milestone label="Client notified" at={evidence.notified_at} />
      <Milestone label="First opened" at={evidence.first_opened_at} />
      <Milestone label="Downloaded" at={evidence.downloaded_at} />
      {requires === 'sign' ? (
        <Milestone label="Signed" at={evidence.signed_at} />
      ) : (
        <Milestone
          label="Acknowledged"
          at={evidence.acknowledged_at}
          {...(requires === 'none' ? { note: 'Not asked' } : {})}
        />
      )}
    </dl>
  );
}

function Timeline({ events }: { events: DocumentEvidence['events'] }) {
  if (events.length === 0) return <p className="text-sm text-ink-muted">No events yet.</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label="Every event, oldest first">
      {events.map((event, index) => {
        const browser = browserOf(event.user_agent);
        return (
          <li
            // Events have no id of their own; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: an append-only list in a fixed order
            key={index}
            className="rounded-xl border border-line bg-surface px-4 py-3"
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
              <span className="font-semibold text-ink">{EVENT_LABELS[event.kind]}</span>
              <time dateTime={event.at} className="text-sm text-ink-muted">
                {formatDateTime(event.at)}
              </time>
            </p>
            <dl className="mt-1.5 flex flex-col gap-0.5 text-sm">
              {event.actor && <Detail label="By">{event.actor}</Detail>}
              {event.signed_name && <Detail label="Name typed">{event.signed_name}</Detail>}
              <Detail label="IP address">{event.ip ?? 'Not recorded'}</Detail>
              <Detail label="Browser">
                {browser ?? 'Not recorded'}
                {event.user_agent && <span className="block text-xs text-ink-muted">{event.user_agent}</span>}
              </Detail>
              {event.sha256 && (
                <Detail label="File SHA-256">
                  <code className="font-mono text-xs">{event.sha256}</code>
                </Detail>
              )}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A document's evidence: the milestones (published, notified, first opened, downloaded, acknowledged or
 * signed), the certificate once there is one, and every event with its IP address and browser.
 */
export function EvidencePanel({ documentId }: { documentId: string }) {
  const query = useDocumentEvidence(documentId);
  if (query.isPending) return <SkeletonList rows={2} label="Loading the evidence" />;
  if (query.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <ErrorMessage message="The evidence could not be loaded." />
        <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  const evidence = query.data;
  const { document } = evidence;
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <dl className="flex flex-col gap-0.5 text-sm">
        <Detail label="Client">
          {evidence.client.name} ({evidence.client.email})
        </Detail>
        <Detail label="Document">
          {CATEGORY_NAMES[document.category]}, version {document.version} ({STATE_LABELS[document.state]})
        </Detail>
        <Detail label="File">
          {document.filename} ({formatSize(document.size)})
        </Detail>
        <Detail label="SHA-256">
          <code className="font-mono text-xs">{document.sha256}</code>
        </Detail>
      </dl>

      <section aria-labelledby={`${documentId}-milestones`} className="flex flex-col gap-2">
        <h3 id={`${documentId}-milestones`} className="text-base font-semibold text-ink">
          Milestones
        </h3>
        <Milestones evidence={evidence} />
        {evidence.certificate_available ? (
          <div>
            <CertificateButton documentId={document.uuid} filename={document.filename} />
          </div>
        ) : (
          <p className="text-sm text-ink-muted">
            {document.requires === 'none'
              ? 'The client is not asked to acknowledge or sign this document, so there is no certificate.'
              : 'The certificate can be downloaded once the client has acknowledged or signed.'}
          </p>
        )}
      </section>

      <section aria-labelledby={`${documentId}-timeline`} className="flex flex-col gap-2">
        <h3 id={`${documentId}-timeline`} className="text-base font-semibold text-ink">
          Timeline
        </h3>
        <Timeline events={evidence.events} />
      </section>
    </div>
  );
}
