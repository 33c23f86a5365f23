/** What the caller does with a mutation's outcome. */
export interface MutationOutcome<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
  onSettled?: () => void;
}

/**
 * Runs a mutation and hands its outcome to the caller, always. `mutate(variables, callbacks)` runs its
 * callbacks only while the component's observer is subscribed, so a press between React's commit and its
 * effects (a test's, or a person's on a slow phone) succeeded on the server and the screen never learnt it:
 * the import preview lost its outcome so in CI (ADR 0017). The hook's own callbacks (toasts, the cache) run
 * either way; `mutation-callbacks.test.ts` keeps `mutate` to one argument.
 */
export function runMutation<TData, TVariables>(
  mutation: { mutateAsync(variables: TVariables): Promise<TData> },
  variables: TVariables,
  outcome: MutationOutcome<TData, TVariables>,
): void {
  mutation
    .mutateAsync(variables)
    .then(
      (data) => outcome.onSuccess?.(data, variables),
      (error: Error) => outcome.onError?.(error, variables),
    )
    .finally(outcome.onSettled);
}
