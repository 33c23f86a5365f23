import { describe, expect, it } from 'vitest';
import { documentState, documentsOf, formatSize, groupDocuments } from './grouping';
import { clientDocument } from './test/fixtures';

describe('groupDocuments', () => {
  it('groups by category in the vault’s order, then by year newest first, keeping the order within a year', () => {
    const documents = [
      clientDocument(1, { category: 'letter', published_at: '2026-05-01T09:00:00Z', unread: true }),
      clientDocument(2, { category: 'valuation_statement', published_at: '2026-04-06T09:00:00Z' }),
      clientDocument(3, { category: 'letter', published_at: '2026-01-10T09:00:00Z' }),
      clientDocument(4, {
        category: 'valuation_statement',
        published_at: '2025-10-06T09:00:00Z',
        unread: true,
      }),
      clientDocument(5, { category: 'letter', published_at: '2024-12-31T23:59:59Z', unread: true }),
    ];
    const groups = groupDocuments(documents);
    expect(groups.map((group) => [group.label, group.unread])).toEqual([
      ['Valuation statements', 1],
      ['Letters', 2],
    ]);
    expect(groups[1]!.years.map(({ year, documents: list }) => [year, list.map((d) => d.title)])).toEqual([
      [2026, ['Document 1', 'Document 3']],
      [2024, ['Document 5']],
    ]);
    expect(groupDocuments([])).toEqual([]);
  });

  it('takes each document once across pages', () => {
    const one = clientDocument(1);
    expect(
      documentsOf([{ documents: [one, clientDocument(2)] }, { documents: [one] }]).map((d) => d.uuid),
    ).toHaveLength(2);
    expect(documentsOf(undefined)).toEqual([]);
  });

  it('says what is to do or done, and sizes in words', () => {
    expect(documentState({ action: 'sign', requires: 'sign', completed_at: null })).toBe('To sign');
    expect(documentState({ action: 'acknowledge', requires: 'acknowledge', completed_at: null })).toBe(
      'To acknowledge',
    );
    expect(documentState({ action: null, requires: 'sign', completed_at: '2026-03-02T09:00:00Z' })).toBe(
      'Signed',
    );
    expect(documentState({ action: null, requires: 'none', completed_at: null })).toBeNull();
    expect([formatSize(900), formatSize(250_000), formatSize(3_250_000)]).toEqual([
      '900 bytes',
      '244 KB',
      '3.1 MB',
    ]);
  });
});
