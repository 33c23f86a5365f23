import type { AdminInsight, InsightInput } from '@sextant/contracts/admin-insights';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDeleteInsight } from '@/back-office/features/insights/api/delete-insight';
import { adminInsightQuery } from '@/back-office/features/insights/api/get-admin-insight';
import { insightAuthorsQuery } from '@/back-office/features/insights/api/get-insight-authors';
import { insightCategoriesQuery } from '@/back-office/features/insights/api/get-insight-categories';
import { usePublishInsight, useUnpublishInsight } from '@/back-office/features/insights/api/publish-insight';
import { useSaveInsight } from '@/back-office/features/insights/api/save-insight';
import { StatusBadge } from '@/back-office/features/insights/components/status-badge';
import { type FieldErrors, isHttpError } from '@/shared/http/client';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { controlClass, TextareaField, TextField } from '@/shared/ui/field';
import { ConfirmButton } from '@/shared/ui/lazy-dialog';
import { Skeleton } from '@/shared/ui/skeleton';
import { toastError, toastSuccess } from '@/shared/ui/toast';

// Loaded after the form shows: DOMPurify (and the dialog library, see lazy-dialog) would double this
// page's own code.
const HtmlContent = lazy(() =>
  import('@/shared/ui/html-content').then((module) => ({ default: module.HtmlContent })),
);

const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const SAVE_FAILED = 'The insight could not be saved. Please try again.';

/** The author select and category checkboxes, from the firm's lists. */
function AuthorSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const authors = useQuery(insightAuthorsQuery());
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Author
      </label>
      <select
        id={id}
        value={value}
        required
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(controlClass, 'appearance-auto pr-3', error ? 'border-red-600' : 'border-line')}
      >
        <option value="">{authors.isPending ? 'Loading authors…' : 'Choose an author'}</option>
        {authors.data?.items.map((author) => (
          <option key={author.id} value={author.id}>
            {author.name}
            {author.role ? ` (${author.role})` : ''}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function CategoryChecks({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (value: number[]) => void;
  error?: string | undefined;
}) {
  const categories = useQuery(insightCategoriesQuery());
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((one) => one !== id));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">Categories</legend>
      {categories.data && !categories.data.items.length && (
        <p className="text-sm text-ink-muted">No categories yet: add them from the insights list.</p>
      )}
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {categories.data?.items.map((category) => (
          <label key={category.id} className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-teal-600"
              checked={value.includes(category.id)}
              onChange={(event) => toggle(category.id, event.target.checked)}
            />
            {category.name}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The form: new when `insight` is null. Save keeps the status; Publish saves first, then publishes. */
function InsightForm({ insight }: { insight: AdminInsight | null }) {
  const navigate = useNavigate();
  const id = insight?.uuid ?? null;
  const save = useSaveInsight(id);
  const publish = usePublishInsight();
  const unpublish = useUnpublishInsight(id ?? '');
  const remove = useDeleteInsight(id ?? '');
  const [title, setTitle] = useState(insight?.title ?? '');
  const [summary, setSummary] = useState(insight?.summary ?? '');
  const [authorId, setAuthorId] = useState(insight ? String(insight.author.id) : '');
  const [categoryIds, setCategoryIds] = useState<number[]>(insight?.categories.map((c) => c.id) ?? []);
  const [image, setImage] = useState(insight?.image ?? '');
  const [body, setBody] = useState(insight?.body ?? '');
  const [notify, setNotify] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const preview = useDeferredValue(body);
  const busy = save.isPending || publish.isPending || unpublish.isPending || remove.isPending;
  const published = insight?.status === 'published';

  const input = (): InsightInput => ({
    title,
    summary,
    body,
    image: image.trim() || null,
    author_id: Number(authorId),
    category_ids: categoryIds,
  });

  /** Saves the form; answers the saved insight, or null when it was refused (errors shown). */
  const saveNow = async (): Promise<AdminInsight | null> => {
    if (!authorId) {
      setErrors({ author_id: ['Choose an author.'] });
      return null;
    }
    try {
      const saved = await save.mutateAsync(input());
      setErrors({});
      return saved;
    } catch (error) {
      if (isHttpError(error) && error.status === 422) {
        setErrors(error.fieldErrors);
        toastError('Please check the highlighted fields.');
      } else toastError(SAVE_FAILED);
      return null;
    }
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await saveNow();
    if (!saved) return;
    toastSuccess(published ? 'The changes are saved and live.' : 'The draft is saved.');
    if (!id) navigate(appPath.adminInsight({ id: saved.uuid }), { replace: true });
  };

  const onPublish = async () => {
    const saved = await saveNow();
    if (!saved) return;
    try {
      const { notified } = await publish.mutateAsync({ id: saved.uuid, notify });
      toastSuccess(
        notify
          ? `Published. ${notified} ${notified === 1 ? 'client was' : 'clients were'} notified.`
          : 'Published: clients can read it now.',
      );
      setNotify(false);
    } catch {
      toastError('The insight was saved but could not be published. Please try again.');
    }
    if (!id) navigate(appPath.adminInsight({ id: saved.uuid }), { replace: true });
  };

  const onUnpublish = () =>
    unpublish.mutate(undefined, {
      onSuccess: () => toastSuccess('Unpublished: clients no longer see it.'),
      onError: () => toastError('The insight could not be unpublished. Please try again.'),
    });

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toastSuccess('The draft is deleted.');
        navigate(appPath.adminInsights(), { replace: true });
      },
      onError: (error) =>
        toastError(
          isHttpError(error) && error.status === 422
            ? (error.field('status') ?? error.message)
            : 'The draft could not be deleted. Please try again.',
        ),
    });

  return (
    <form onSubmit={onSave} noValidate className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        <StatusBadge status={insight?.status ?? 'draft'} />
        {insight?.published_at && <span>First published {formatDateTime(insight.published_at)}</span>}
        {insight && <span>Last saved {formatDateTime(insight.updated_at)}</span>}
        {!insight && <span>New: saved as a draft until you publish it.</span>}
      </div>

      <div className="grid gap-5 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <TextField
            label="Title"
            value={title}
            required
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title?.[0]}
          />
          <TextareaField
            label="Summary"
            hint="Shown in the list of insights."
            value={summary}
            required
            rows={3}
            maxLength={1000}
            onChange={(event) => setSummary(event.target.value)}
            error={errors.summary?.[0]}
          />
          <AuthorSelect value={authorId} onChange={setAuthorId} error={errors.author_id?.[0]} />
          <TextField
            label="Image address"
            hint="Optional: an https:// address of the picture at the top."
            type="url"
            inputMode="url"
            value={image}
            placeholder="https://"
            onChange={(event) => setImage(event.target.value)}
            error={errors.image?.[0]}
          />
          <CategoryChecks
            value={categoryIds}
            onChange={setCategoryIds}
            error={errors.category_ids?.[0] ?? errors['category_ids.0']?.[0]}
          />
        </div>
        <div className="flex flex-col gap-5">
          <TextareaField
            label="Body (HTML)"
            hint="Paragraphs, headings (h2–h4), lists, links, images and tables. Anything else is removed when saved."
            value={body}
            required
            rows={16}
            spellCheck
            onChange={(event) => setBody(event.target.value)}
            error={errors.body?.[0]}
            className="font-mono text-sm"
          />
          <section aria-labelledby="insight-preview" className="rounded-xl border border-line bg-surface p-4">
            <h2 id="insight-preview" className="mb-3 text-sm font-semibold text-ink-muted uppercase">
              Preview
            </h2>
            {preview.trim() ? (
              <Suspense fallback={<p className="text-sm text-ink-muted">Loading the preview…</p>}>
                <HtmlContent html={preview} />
              </Suspense>
            ) : (
              <p className="text-sm text-ink-muted">The article shows here as you write it.</p>
            )}
          </section>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-5">
        <button type="submit" disabled={busy} className={buttonClass(published ? 'primary' : 'secondary')}>
          {published ? 'Save changes' : 'Save draft'}
        </button>
        {!published && (
          <>
            <label className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-teal-600"
                checked={notify}
                onChange={(event) => setNotify(event.target.checked)}
              />
              Notify clients
            </label>
            <button type="button" disabled={busy} className={buttonClass('primary')} onClick={onPublish}>
              Publish
            </button>
          </>
        )}
        <div className="ml-auto flex flex-wrap gap-2">
          {published && (
            <ConfirmButton
              label="Unpublish"
              disabled={busy}
              title="Unpublish this insight?"
              description="It goes back to draft and clients no longer see it. You can publish it again later."
              confirm="Unpublish"
              danger
              onConfirm={onUnpublish}
            />
          )}
          {insight && !published && (
            <ConfirmButton
              label="Delete draft"
              disabled={busy}
              title="Delete this draft?"
              description={`“${insight.title}” is deleted for good. This cannot be undone.`}
              confirm="Delete"
              danger
              onConfirm={onDelete}
            />
          )}
        </div>
      </div>
    </form>
  );
}

/** /admin/insights/:id (or /admin/insights/new): write, edit, publish, unpublish or delete an insight. */
export function InsightPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const insight = useQuery({ ...adminInsightQuery(id), enabled: !isNew });

  const back = (
    <Link
      to={appPath.adminInsights()}
      className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-accent-ink hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All insights
    </Link>
  );

  if (isNew) {
    return (
      <>
        {back}
        <InsightForm key="new" insight={null} />
      </>
    );
  }
  if (insight.isError) {
    const missing = isHttpError(insight.error) && [404, 422].includes(insight.error.status);
    return (
      <>
        {back}
        <div role="alert" className="rounded-xl border border-line bg-surface p-6 text-sm">
          <p className="mb-3">
            {missing ? 'This insight could not be found.' : 'The insight could not be loaded.'}
          </p>
          {!missing && (
            <button type="button" className={buttonClass('secondary')} onClick={() => void insight.refetch()}>
              Try again
            </button>
          )}
        </div>
      </>
    );
  }
  if (!insight.data) {
    return (
      <>
        {back}
        <p role="status" className="sr-only">
          Loading the insight
        </p>
        <div className="grid gap-5 lg:grid-cols-2">
          <Skeleton className="h-96 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      </>
    );
  }
  // Keyed on the saved version, so the form starts again from what the server holds after a save.
  return (
    <>
      {back}
      <InsightForm key={`${insight.data.uuid}-${insight.data.updated_at}`} insight={insight.data} />
    </>
  );
}
