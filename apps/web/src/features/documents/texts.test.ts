import * as contract from '@sextant/contracts/documents';
import { describe, expect, it } from 'vitest';
import {
  ACKNOWLEDGE_STATEMENT,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_TEXTS,
} from './texts';

describe('the documents screens’ words', () => {
  it('are the contract’s, word for word', () => {
    expect(DOCUMENT_CATEGORIES).toEqual(contract.DOCUMENT_CATEGORIES);
    expect(DOCUMENT_CATEGORY_LABELS).toEqual(contract.DOCUMENT_CATEGORY_LABELS);
    expect(ACKNOWLEDGE_STATEMENT).toBe(contract.ACKNOWLEDGE_STATEMENT);
    for (const [key, text] of Object.entries(DOCUMENT_TEXTS))
      expect(text).toBe(contract.DOCUMENT_TEXTS[key as keyof typeof DOCUMENT_TEXTS]);
  });
});
