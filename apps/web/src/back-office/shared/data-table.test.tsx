import { fireEvent, render, screen } from '@testing-library/react';
import { Users } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { type Column, DataTable, Table } from './data-table';
import type { TableParams } from './table-params';

interface Row {
  id: string;
  name: string;
}
const columns: Column<Row, 'name'>[] = [
  { key: 'name', header: 'Name', sort: 'name', cell: (row) => row.name },
];
const params: TableParams<'name'> = { sort: 'name', order: 'asc', page: 1, per_page: 2 };

function table(props: {
  rows: Row[] | undefined;
  total: number;
  params?: TableParams<'name'>;
  emptyIcon?: typeof Users;
}) {
  const onParams = vi.fn();
  render(
    <DataTable
      caption="People"
      columns={columns}
      rows={props.rows}
      rowKey={(row) => row.id}
      total={props.total}
      params={props.params ?? params}
      onParams={onParams}
      empty="No people yet."
      {...(props.emptyIcon && { emptyIcon: props.emptyIcon })}
      searchLabel="Search people"
    />,
  );
  return onParams;
}

describe('DataTable', () => {
  it('sorts from its header, says the order to screen readers, and pages', () => {
    const onParams = table({
      rows: [
        { id: '1', name: 'Ada' },
        { id: '2', name: 'Ben' },
      ],
      total: 5,
    });
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onParams).toHaveBeenLastCalledWith({ sort: 'name', order: 'desc' });
    expect(screen.getByText('1–2 of 5')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onParams).toHaveBeenLastCalledWith({ page: 2 });
  });

  it('tells an empty list from a page past the end, which leads back to the first page', () => {
    table({ rows: [], total: 0 });
    expect(screen.getByText('No people yet.')).toBeTruthy();
    const onParams = table({ rows: [], total: 0, params: { ...params, page: 4 } });
    expect(screen.getByText(/Nothing on page 4/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(onParams).toHaveBeenCalledWith({ page: 1 });
  });

  it("draws the empty text's icon, hidden from screen readers", () => {
    table({ rows: [], total: 0, emptyIcon: Users });
    const icon = screen.getByText('No people yet.').querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows placeholders while the first page loads', () => {
    table({ rows: undefined, total: 0 });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading people')).toBeTruthy();
  });

  it('as a Table alone shows the rows it is given, headers that do not sort without a sort, and no pager', () => {
    render(
      <Table
        caption="People"
        columns={columns}
        rows={[
          { id: '1', name: 'Ada' },
          { id: '2', name: 'Ben' },
        ]}
        rowKey={(row) => row.id}
        empty="No people yet."
      />,
    );
    expect(screen.getByRole('table', { name: 'People' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
