import type { ClientDocument } from '@sextant/contracts/documents';
import { DOCUMENT_CATEGORY_NAMES } from '@sextant/contracts/rules/documents';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, FileText, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { documentQuery } from '@/features/documents/api/get-document';
import { AcknowledgeForm } from '@/features/documents/components/acknowledge-form';
import { CertificateButton } from '@/features/documents/components/certificate-button';
import { FileButtons } from '@/features/documents/components/file-buttons';
import { SignForm } from '@/features/documents/components/sign-form';
import { formatSize } from '@/features/documents/grouping';
import { formatMoment } from '@/shared/format/moment';
import { formatDate } from '@/shared/format/money';
import { isHttpError } from '@/shared/http/client';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-surface px-4 py-3 shadow-card">
      <dt className="text-xs font-medium text-ink-muted">{term}</dt>
      <dd className="mt-0.5 text-base font-semibold break-words text-ink">{children}</dd>
    </div>
  );
}

/** Done: when the client signed or acknowledged this version. Focused when it appears after the form. */
function Completed({
  document,
  focus,
}: {
  document: ClientDocument & { completed_at: string };
  focus: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const verb = document.requires === 'sign' ? 'Signed' : 'Acknowledged';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-teal-200 bg-teal-50 p-4 text-teal-900 outline-none focus-visible:outline-2 focus-visible:outline-focus"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="text-base">
        <span className="font-semibold">{verb}</span> on{' '}
        <time dateTime={document.completed_at}>{formatMoment(document.completed_at)}</time>. Your firm has a
        record of it.
      </p>
    </div>
  );
}

/**
 * /tabs/documents/view/:id: what the document is, View (a new tab) and Download, and — when the firm asks —
 * the acknowledgement or the signature, then when it was given.
 */
export function DocumentViewPage() {
  const { id = '' } = useParams();
  const query = useQuery(documentQuery(id));
  // The done notice takes focus only when it replaces the form on this screen, not on arrival.
  const hadAction = useRef(false);
  const document = query.data;
  if (document?.action) hadAction.current = true;

  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading the document</span>
        <Skeleton className="h-7 w-3/5" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="mt-3 h-24 w-full" />
      </div>
    );
  }
  if (!document) {
    const missing = isHttpError(query.error) && (query.error.status === 404 || query.error.status === 422);
    return (
      <EmptyState
        icon={FileText}
        message={
          missing ? 'This document could not be found.' : 'This document could not be loaded just now.'
        }
      >
        <div className="flex flex-wrap justify-center gap-3">
          {!missing && (
            <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </button>
          )}
          <Link to={appPath.documents()} className={buttonClass('secondary')}>
            All documents
          </Link>
        </div>
      </EmptyState>
    );
  }

  const { completed_at: completedAt } = document;
  return (
    <article aria-labelledby="document-title" className="flex flex-col gap-5">
      <Link
        to={appPath.documents()}
        className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg text-sm font-medium text-accent-ink hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All documents
      </Link>
      <h2 id="document-title" className="text-2xl font-semibold tracking-tight break-words text-ink">
        {document.title}
      </h2>

      <dl className="grid grid-cols-2 gap-3">
        <Fact term="Category">{DOCUMENT_CATEGORY_NAMES[document.category]}</Fact>
        <Fact term="Date">
          <time dateTime={document.published_at}>{formatDate(document.published_at)}</time>
        </Fact>
        <Fact term="Policy">
          {document.policy
            ? `${document.policy.reference} · ${document.policy.product_type}`
            : 'Not linked to a policy'}
        </Fact>
        <Fact term="Size">{formatSize(document.size)}</Fact>
        <Fact term="Version">
          {document.version > 1 ? `${document.version} (replaces an earlier version)` : document.version}
        </Fact>
        <Fact term="Opened">
          {document.opened_at ? (
            <time dateTime={document.opened_at}>{formatDate(document.opened_at)}</time>
          ) : (
            'Not yet'
          )}
        </Fact>
      </dl>

      <FileButtons document={document} />

      {completedAt ? (
        <>
          <Completed document={{ ...document, completed_at: completedAt }} focus={hadAction.current} />
          <CertificateButton document={document} />
        </>
      ) : document.action === 'sign' ? (
        <SignForm document={document} />
      ) : document.action === 'acknowledge' ? (
        <AcknowledgeForm document={document} />
      ) : null}
    </article>
  );
}
