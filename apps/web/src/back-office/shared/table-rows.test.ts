import { describe, expect, it, vi } from 'vitest';
import { tableRows } from './table-rows';

const page = { items: [{ id: 1 }], total: 1 };
const query = (data: typeof page | undefined, isError: boolean) => ({
  data,
  isError,
  isPlaceholderData: false,
  refetch: vi.fn(() => Promise.resolve()),
});

describe('tableRows', () => {
  it('gives the rows and total, and a failed load its message and retry', () => {
    const failed = query(undefined, true);
    const props = tableRows(failed, 'The list could not be loaded.');
    expect(props).toMatchObject({ rows: undefined, total: 0, fetching: false });
    expect(props.error?.message).toBe('The list could not be loaded.');
    props.error?.retry();
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(tableRows(query(page, false), 'x')).toMatchObject({ rows: page.items, total: 1, error: null });
  });

  it('reports a failed refresh over shown rows unless they are kept', () => {
    expect(tableRows(query(page, true), 'Failed.').error?.message).toBe('Failed.');
    expect(tableRows(query(page, true), 'Failed.', { keepRowsOnError: true }).error).toBeNull();
    expect(tableRows(query(undefined, true), 'Failed.', { keepRowsOnError: true }).error?.message).toBe(
      'Failed.',
    );
  });
});
