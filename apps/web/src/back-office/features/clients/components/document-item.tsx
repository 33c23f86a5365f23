import type { AdminClientDocument } from '@sextant/contracts/admin-documents';
import { DOCUMENT_CATEGORY_NAMES as CATEGORY_NAMES } from '@sextant/contracts/rules/documents';
import { ExternalLink, ShieldCheck, Undo2 } from 'lucide-react';
import { buttonClass } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { CertificateButton } from './certificate-button';
import { formatDateTime, formatSize, REQUIREMENT_LABELS, STATE_LABELS } from './service-texts';
import { Badge } from './status-badge';

const small = buttonClass('secondary', 'md', 'min-h-11 px-3');
const STATE_TONES = { current: 'green', superseded: 'grey', withdrawn: 'red' } as const;

/** A document and the button that opened a dialog about it (the focus goes back there). */
export interface OpenedDocument {
  document: AdminClientDocument;
  opener: HTMLElement;
}

/** "Opened 3 Dec 2026, 10:04" or "Not opened yet". */
function completedText(document: AdminClientDocument): string {
  if (document.requires === 'none') return 'Nothing to complete';
  const verb = document.requires === 'sign' ? 'Signed' : 'Acknowledged';
  return document.completed_at
    ? `${verb} ${formatDateTime(document.completed_at)}`
    : `Not ${verb.toLowerCase()} yet`;
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

function DocumentFacts({ document }: { document: AdminClientDocument }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
      <Fact label="Category">{CATEGORY_NAMES[document.category]}</Fact>
      <Fact label="Policy">{document.policy?.reference ?? 'None'}</Fact>
      <Fact label="Published">
        {`${formatDateTime(document.published_at)}${document.published_by ? ` by ${document.published_by}` : ''}`}
      </Fact>
      <Fact label="Opened by the client">
        {document.first_opened_at ? formatDateTime(document.first_opened_at) : 'Not opened yet'}
      </Fact>
      <Fact label="Completed">{completedText(document)}</Fact>
      <Fact label="File">{`${document.filename}, ${formatSize(document.size)}`}</Fact>
    </dl>
  );
}

export interface ItemActions {
  onOpen: (document: AdminClientDocument) => void;
  opening: boolean;
  onEvidence: (document: AdminClientDocument, opener: HTMLElement) => void;
  onWithdraw: (document: AdminClientDocument, opener: HTMLElement) => void;
}

/** One document of the list: its state, its facts, and what can be done with it. */
export function DocumentItem({ document, actions }: { document: AdminClientDocument; actions: ItemActions }) {
  const name = `${document.title} (version ${document.version})`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 text-base font-semibold break-words text-ink">{document.title}</h3>
        <Badge tone={STATE_TONES[document.state]}>{STATE_LABELS[document.state]}</Badge>
        <Badge tone="grey">Version {document.version}</Badge>
        {document.requires !== 'none' && (
          <Badge tone={document.completed_at ? 'green' : 'amber'}>
            {document.completed_at
              ? document.requires === 'sign'
                ? 'Signed'
                : 'Acknowledged'
              : `Must ${REQUIREMENT_LABELS[document.requires].label.toLowerCase()}`}
          </Badge>
        )}
      </div>
      <DocumentFacts document={document} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={small}
          aria-label={`Open: ${name}`}
          onClick={() => actions.onOpen(document)}
          disabled={actions.opening}
          aria-busy={actions.opening || undefined}
        >
          {actions.opening ? (
            <Spinner className="size-4" />
          ) : (
            <ExternalLink aria-hidden="true" className="size-4" />
          )}
          Open
        </button>
        <button
          type="button"
          className={small}
          aria-label={`Evidence: ${name}`}
          onClick={(event) => actions.onEvidence(document, event.currentTarget)}
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          Evidence
        </button>
        {document.completed_at && (
          <CertificateButton
            documentId={document.uuid}
            filename={document.filename}
            title={name}
            className={small}
          />
        )}
        {document.state === 'current' && (
          <button
            type="button"
            className={buttonClass('danger', 'md', 'min-h-11 px-3')}
            aria-label={`Withdraw: ${name}`}
            onClick={(event) => actions.onWithdraw(document, event.currentTarget)}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            Withdraw
          </button>
        )}
      </div>
    </li>
  );
}
