import type { AdminProvider } from '@sextant/contracts/admin-providers';
import type { ReactNode } from 'react';
import { useDeleteProvider } from '@/back-office/features/providers/api/delete-provider';
import { isHttpError } from '@/shared/http/client';
import { useConfirm } from '@/shared/ui/lazy-dialog';
import { toastError, toastSuccess } from '@/shared/ui/toast';

/**
 * Deleting a provider after asking: the function that asks (with the button that asked, for the focus on
 * Cancel) and the question's dialog to render.
 */
export function useDeleteProviderConfirm(): [
  (provider: AdminProvider, opener: HTMLElement | null) => void,
  ReactNode,
] {
  const remove = useDeleteProvider();
  const [ask, confirmDialog] = useConfirm();
  const askDelete = (provider: AdminProvider, opener: HTMLElement | null) =>
    ask(
      {
        title: `Delete ${provider.name}?`,
        description: 'The provider is removed from the firm’s list. This cannot be undone.',
        confirm: 'Delete',
        onConfirm: () =>
          remove.mutate(provider.uuid, {
            onSuccess: () => toastSuccess(`${provider.name} is deleted.`),
            onError: (failure) =>
              toastError(
                isHttpError(failure) && failure.status === 422
                  ? (failure.field('provider') ?? failure.message)
                  : 'The provider could not be deleted. Please try again.',
              ),
          }),
      },
      opener,
    );
  return [askDelete, confirmDialog];
}
