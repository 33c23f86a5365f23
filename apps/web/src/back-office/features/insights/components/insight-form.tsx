import type { AdminInsight, InsightInput } from '@sextant/contracts/admin-insights';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue } from 'react';
import { type Control, Controller, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useDeleteInsight } from '@/back-office/features/insights/api/delete-insight';
import { insightAuthorsQuery } from '@/back-office/features/insights/api/get-insight-authors';
import { insightCategoriesQuery } from '@/back-office/features/insights/api/get-insight-categories';
import { usePublishInsight, useUnpublishInsight } from '@/back-office/features/insights/api/publish-insight';
import { useSaveInsight } from '@/back-office/features/insights/api/save-insight';
import { StatusBadge } from '@/back-office/features/insights/components/status-badge';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { showServerErrors } from '@/back-office/shared/forms/server-errors';
import { isHttpError } from '@/shared/http/client';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { SelectField, TextareaField, TextField } from '@/shared/ui/field';
import { ConfirmButton } from '@/shared/ui/lazy-dialog';
import { toastError, toastSuccess } from '@/shared/ui/toast';

// Loaded after the form shows: DOMPurify (and the dialog library, see lazy-dialog) would double this
// page's own code.
const HtmlContent = lazy(() =>
  import('@/shared/ui/html-content').then((module) => ({ default: module.HtmlContent })),
);

const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const SAVE_FAILED = 'The insight could not be saved. Please try again.';

/** The form's fields, by the API's names; the author is the select's text until it is sent. */
interface InsightValues {
  title: string;
  summary: string;
  author_id: string;
  category_ids: number[];
  image: string;
  body: string;
  /** Publish also tells the firm's clients. */
  notify: boolean;
}

/** The API's field errors, each under its field (a category's own error under the categories). */
const SERVER_FIELDS = {
  title: 'title',
  summary: 'summary',
  author_id: 'author_id',
  image: 'image',
  body: 'body',
  'category_ids.0': 'category_ids',
  // After the first category's: the list's own message wins.
  category_ids: 'category_ids',
} as const;

const valuesOf = (insight: AdminInsight | null): InsightValues => ({
  title: insight?.title ?? '',
  summary: insight?.summary ?? '',
  author_id: insight ? String(insight.author.id) : '',
  category_ids: insight?.categories.map((category) => category.id) ?? [],
  image: insight?.image ?? '',
  body: insight?.body ?? '',
  notify: false,
});

const inputOf = (values: InsightValues): InsightInput => ({
  title: values.title,
  summary: values.summary,
  body: values.body,
  image: values.image.trim() || null,
  author_id: Number(values.author_id),
  category_ids: values.category_ids,
});

type Form = UseFormReturn<InsightValues>;

/** The author select, from the firm's list (controlled: its options come after the form's value). */
function AuthorSelect({ control }: { control: Control<InsightValues> }) {
  const authors = useQuery(insightAuthorsQuery());
  const options =
    authors.data?.items.map((author) => ({
      value: String(author.id),
      label: `${author.name}${author.role ? ` (${author.role})` : ''}`,
    })) ?? [];
  return (
    <Controller
      control={control}
      name="author_id"
      rules={{ required: 'Choose an author.' }}
      render={({ field, fieldState: { error } }) => (
        <SelectField
          label="Author"
          required
          placeholder={authors.isPending ? 'Loading authors…' : 'Choose an author'}
          options={options}
          error={error?.message}
          {...field}
        />
      )}
    />
  );
}

/** The category checkboxes, from the firm's list. */
function CategoryChecks({ control }: { control: Control<InsightValues> }) {
  const categories = useQuery(insightCategoriesQuery());
  return (
    <Controller
      control={control}
      name="category_ids"
      render={({ field: { value, onChange }, fieldState: { error } }) => (
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
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...value, category.id]
                        : value.filter((one) => one !== category.id),
                    )
                  }
                />
                {category.name}
              </label>
            ))}
          </div>
          {error?.message && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error.message}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}

/** Title, summary, author, image and categories. */
function DetailFields({ form }: { form: Form }) {
  return (
    <div className="flex flex-col gap-5">
      <TextField label="Title" required maxLength={200} {...fieldProps(form, 'title')} />
      <TextareaField
        label="Summary"
        hint="Shown in the list of insights."
        required
        rows={3}
        maxLength={1000}
        {...fieldProps(form, 'summary')}
      />
      <AuthorSelect control={form.control} />
      <TextField
        label="Image address"
        hint="Optional: an https:// address of the picture at the top."
        type="url"
        inputMode="url"
        placeholder="https://"
        {...fieldProps(form, 'image')}
      />
      <CategoryChecks control={form.control} />
    </div>
  );
}

/** The body's HTML, and the article as clients will see it. */
function BodyWithPreview({ form }: { form: Form }) {
  const preview = useDeferredValue(useWatch({ control: form.control, name: 'body' }));
  return (
    <div className="flex flex-col gap-5">
      <TextareaField
        label="Body (HTML)"
        hint="Paragraphs, headings (h2–h4), lists, links, images and tables. Anything else is removed when saved."
        required
        rows={16}
        spellCheck
        className="font-mono text-sm"
        {...fieldProps(form, 'body')}
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
  );
}

/**
 * Save (keeping the status), publish (saving first, then publishing), unpublish and delete. Each save is
 * checked by the form first (an author is needed); the server's 422 puts its messages under the fields.
 */
function useInsightActions(insight: AdminInsight | null, form: Form) {
  const navigate = useNavigate();
  const id = insight?.uuid ?? null;
  const save = useSaveInsight(id);
  const publish = usePublishInsight();
  const unpublish = useUnpublishInsight(id ?? '');
  const remove = useDeleteInsight(id ?? '');
  const published = insight?.status === 'published';
  const opened = (saved: AdminInsight) => {
    if (!id) navigate(appPath.adminInsight({ id: saved.uuid }), { replace: true });
  };

  /** Saves the form; answers the saved insight, or null when it was refused (errors shown). */
  const saveNow = async (values: InsightValues): Promise<AdminInsight | null> => {
    try {
      return await save.mutateAsync(inputOf(values));
    } catch (error) {
      if (isHttpError(error) && error.status === 422) {
        showServerErrors(form, error, SERVER_FIELDS, () => {});
        toastError('Please check the highlighted fields.');
      } else toastError(SAVE_FAILED);
      return null;
    }
  };

  const onSave = form.handleSubmit(async (values) => {
    const saved = await saveNow(values);
    if (!saved) return;
    toastSuccess(published ? 'The changes are saved and live.' : 'The draft is saved.');
    opened(saved);
  });

  const onPublish = form.handleSubmit(async (values) => {
    const saved = await saveNow(values);
    if (!saved) return;
    try {
      const { notified } = await publish.mutateAsync({ id: saved.uuid, notify: values.notify });
      toastSuccess(
        values.notify
          ? `Published. ${notified} ${notified === 1 ? 'client was' : 'clients were'} notified.`
          : 'Published: clients can read it now.',
      );
      form.setValue('notify', false);
    } catch {
      toastError('The insight was saved but could not be published. Please try again.');
    }
    opened(saved);
  });

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

  const busy = save.isPending || publish.isPending || unpublish.isPending || remove.isPending;
  return { published, busy, onSave, onPublish, onUnpublish, onDelete };
}

type Actions = ReturnType<typeof useInsightActions>;

/** Save; a draft's Notify clients and Publish; a published insight's Unpublish, a saved draft's Delete. */
function ActionBar({
  insight,
  form,
  actions,
}: {
  insight: AdminInsight | null;
  form: Form;
  actions: Actions;
}) {
  const { published, busy } = actions;
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-line pt-5">
      <button type="submit" disabled={busy} className={buttonClass(published ? 'primary' : 'secondary')}>
        {published ? 'Save changes' : 'Save draft'}
      </button>
      {!published && (
        <>
          <label className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-teal-600" {...form.register('notify')} />
            Notify clients
          </label>
          <button
            type="button"
            disabled={busy}
            className={buttonClass('primary')}
            onClick={actions.onPublish}
          >
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
            onConfirm={actions.onUnpublish}
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
            onConfirm={actions.onDelete}
          />
        )}
      </div>
    </div>
  );
}

/** The form: new when `insight` is null. Save keeps the status; Publish saves first, then publishes. */
export function InsightForm({ insight }: { insight: AdminInsight | null }) {
  const form = useForm<InsightValues>({ defaultValues: valuesOf(insight) });
  const actions = useInsightActions(insight, form);
  return (
    <form onSubmit={actions.onSave} noValidate className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        <StatusBadge status={insight?.status ?? 'draft'} />
        {insight?.published_at && <span>First published {formatDateTime(insight.published_at)}</span>}
        {insight && <span>Last saved {formatDateTime(insight.updated_at)}</span>}
        {!insight && <span>New: saved as a draft until you publish it.</span>}
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <DetailFields form={form} />
        <BodyWithPreview form={form} />
      </div>
      <ActionBar insight={insight} form={form} actions={actions} />
    </form>
  );
}
