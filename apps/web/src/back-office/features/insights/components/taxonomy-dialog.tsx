import type { AdminInsightAuthor, AdminInsightCategory } from '@sextant/contracts/admin-insights';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDeleteInsightAuthor } from '@/back-office/features/insights/api/delete-insight-author';
import { useDeleteInsightCategory } from '@/back-office/features/insights/api/delete-insight-category';
import { insightAuthorsQuery } from '@/back-office/features/insights/api/get-insight-authors';
import { insightCategoriesQuery } from '@/back-office/features/insights/api/get-insight-categories';
import { useSaveInsightAuthor } from '@/back-office/features/insights/api/save-insight-author';
import { useSaveInsightCategory } from '@/back-office/features/insights/api/save-insight-category';
import { fieldProps } from '@/back-office/shared/forms/field-props';
import { showServerErrors } from '@/back-office/shared/forms/server-errors';
import { isHttpError } from '@/shared/http/client';
import { buttonClass } from '@/shared/ui/button';
import { ConfirmButton, FormDialog } from '@/shared/ui/dialog';
import { TextField } from '@/shared/ui/field';
import { Skeleton } from '@/shared/ui/skeleton';
import { toastError, toastSuccess } from '@/shared/ui/toast';

export type TaxonomyKind = 'category' | 'author';
type Item = (AdminInsightCategory | AdminInsightAuthor) & { role?: string };

const TEXTS = {
  category: { title: 'Categories', one: 'category', add: 'Add category' },
  author: { title: 'Authors', one: 'author', add: 'Add author' },
} as const;

/** Add, rename or edit one category or author; `item` null adds a new one. */
function ItemForm({ kind, item, onDone }: { kind: TaxonomyKind; item: Item | null; onDone?: () => void }) {
  const saveCategory = useSaveInsightCategory();
  const saveAuthor = useSaveInsightAuthor();
  const form = useForm({ defaultValues: { name: item?.name ?? '', role: item?.role ?? '' } });

  const submit = form.handleSubmit(async ({ name, role }) => {
    const id = item?.id ?? null;
    try {
      if (kind === 'category') await saveCategory.mutateAsync({ id, name });
      else await saveAuthor.mutateAsync({ id, author: { name, role } });
    } catch (failure) {
      showServerErrors(form, failure, kind === 'author' ? ['name', 'role'] : ['name'], () =>
        toastError(`The ${TEXTS[kind].one} could not be saved. Please try again.`),
      );
      return;
    }
    toastSuccess(item ? `${name.trim()} is saved.` : `${name.trim()} is added.`);
    if (!item) form.reset();
    onDone?.();
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-40 flex-1">
        <TextField
          label={item ? `Name of ${item.name}` : `New ${TEXTS[kind].one}`}
          required
          maxLength={kind === 'category' ? 80 : 120}
          {...fieldProps(form, 'name')}
        />
      </div>
      {kind === 'author' && (
        <div className="min-w-40 flex-1">
          <TextField
            label="Role"
            hint={item ? undefined : 'For example “Chartered Financial Planner”.'}
            maxLength={120}
            {...fieldProps(form, 'role')}
          />
        </div>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={form.formState.isSubmitting} className={buttonClass('primary')}>
          {item ? 'Save' : TEXTS[kind].add}
        </button>
        {item && onDone && (
          <button type="button" className={buttonClass('secondary')} onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

function ItemRow({ kind, item }: { kind: TaxonomyKind; item: Item }) {
  const [editing, setEditing] = useState(false);
  const removeCategory = useDeleteInsightCategory();
  const removeAuthor = useDeleteInsightAuthor();
  const inUse = kind === 'author' && item.article_count > 0;
  const remove = () => {
    const options = {
      onSuccess: () => toastSuccess(`${item.name} is deleted.`),
      onError: (error: unknown) =>
        toastError(
          isHttpError(error) && error.status === 422
            ? (error.field('author') ?? error.message)
            : `${item.name} could not be deleted. Please try again.`,
        ),
    };
    if (kind === 'category') removeCategory.mutate(item.id, options);
    else removeAuthor.mutate(item.id, options);
  };
  const count = `${item.article_count} ${item.article_count === 1 ? 'insight' : 'insights'}`;

  if (editing) {
    return (
      <li className="py-3">
        <ItemForm kind={kind} item={item} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{item.name}</p>
        <p className="text-sm text-ink-muted">
          {item.role ? `${item.role} · ` : ''}
          {count}
        </p>
      </div>
      <button
        type="button"
        className={buttonClass('ghost', 'md', 'min-h-9 px-3')}
        onClick={() => setEditing(true)}
      >
        {kind === 'category' ? 'Rename' : 'Edit'}
        <span className="sr-only"> {item.name}</span>
      </button>
      {inUse ? (
        <span className="text-xs text-ink-muted">In use: cannot be deleted</span>
      ) : (
        <ConfirmButton
          label={
            <>
              Delete<span className="sr-only"> {item.name}</span>
            </>
          }
          triggerClassName={buttonClass('ghost', 'md', 'min-h-9 px-3 text-red-800')}
          title={`Delete ${item.name}?`}
          description={
            kind === 'category'
              ? `The ${count} in it stay, without this category. This cannot be undone.`
              : 'The author is removed from the firm’s list. This cannot be undone.'
          }
          confirm="Delete"
          danger
          onConfirm={remove}
        />
      )}
    </li>
  );
}

function ItemList({ kind }: { kind: TaxonomyKind }) {
  const categories = useQuery({ ...insightCategoriesQuery(), enabled: kind === 'category' });
  const authors = useQuery({ ...insightAuthorsQuery(), enabled: kind === 'author' });
  const list = kind === 'category' ? categories : authors;
  if (list.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The {TEXTS[kind].title.toLowerCase()} could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => void list.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (!list.data) return <Skeleton className="h-24 w-full" />;
  if (!list.data.items.length) {
    return <p className="text-sm text-ink-muted">No {TEXTS[kind].title.toLowerCase()} yet.</p>;
  }
  return (
    <ul className="divide-y divide-line">
      {list.data.items.map((item) => (
        <ItemRow key={item.id} kind={kind} item={item} />
      ))}
    </ul>
  );
}

/** The firm's insight categories or authors: add, rename and delete (an author only while unused). */
export function TaxonomyDialog({
  kind,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  kind: TaxonomyKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it (the dialog has no trigger of its own: it loads on demand). */
  returnFocusTo?: HTMLElement | null;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={TEXTS[kind].title}
      description={
        kind === 'category'
          ? 'Clients filter insights by these. Deleting one keeps its insights.'
          : 'Each insight names one author. An author can be deleted once no insight names them.'
      }
      size="lg"
      returnFocusTo={returnFocusTo}
    >
      <ItemForm kind={kind} item={null} />
      <ItemList kind={kind} />
    </FormDialog>
  );
}
