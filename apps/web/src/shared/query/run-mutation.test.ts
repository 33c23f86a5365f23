import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';
import { runMutation } from './run-mutation';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runMutation', () => {
  it('hands the data and the variables to onSuccess, then onSettled', async () => {
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const onSettled = vi.fn();
    runMutation({ mutateAsync: async (id: string) => `saved ${id}` }, 'a1', {
      onSuccess,
      onError,
      onSettled,
    });
    await settle();
    expect(onSuccess).toHaveBeenCalledWith('saved a1', 'a1');
    expect(onError).not.toHaveBeenCalled();
    expect(onSettled).toHaveBeenCalledOnce();
  });

  it('hands a failure to onError, then onSettled, and leaves no rejection unhandled', async () => {
    const failure = new Error('refused');
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const onSettled = vi.fn();
    runMutation({ mutateAsync: () => Promise.reject(failure) }, 7, { onSuccess, onError, onSettled });
    await settle();
    expect(onError).toHaveBeenCalledWith(failure, 7);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onSettled).toHaveBeenCalledOnce();
  });
});

/** `x.mutate(variables, callbacks)` calls in a source text: callbacks TanStack Query may drop (run-mutation.ts). */
function mutateWithCallbacks(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'mutate' &&
      node.arguments.length > 1
    )
      found.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('mutation callbacks', () => {
  it('finds a mutate call given callbacks (the check below can fail)', () => {
    const planted = 'save.mutate(values, { onSuccess: () => close() });\nsave.mutate(values);';
    expect(mutateWithCallbacks('planted.tsx', planted)).toEqual(['planted.tsx:1']);
  });

  it('no screen gives mutate callbacks of its own: they go through runMutation', () => {
    const src = path.resolve(import.meta.dirname, '../..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      mutateWithCallbacks(file, readFileSync(path.join(src, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
