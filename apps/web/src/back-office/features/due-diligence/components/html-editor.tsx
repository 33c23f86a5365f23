import { lazy, Suspense, useId, useState } from 'react';
import { cx } from '@/shared/ui/cx';
import { controlClass } from '@/shared/ui/field';

// The preview's sanitiser (DOMPurify) loads with the first preview, not with the page.
const HtmlContent = lazy(() =>
  import('@/shared/ui/html-content').then((module) => ({ default: module.HtmlContent })),
);

interface HtmlEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  rows?: number;
}

/**
 * Rich text as HTML in a text area, beside a preview as clients will see it (sanitised here with
 * DOMPurify; the server sanitises again when it saves, removing scripts, event handlers and the like).
 */
export function HtmlEditor({ label, value, onChange, error, rows = 12 }: HtmlEditorProps) {
  const id = useId();
  const [preview, setPreview] = useState(true);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink-muted">
          <input type="checkbox" checked={preview} onChange={(event) => setPreview(event.target.checked)} />
          Show preview
        </label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        HTML: paragraphs, headings (h2–h4), lists, links, images, tables. Anything else is removed when saved.
      </p>
      <div className={cx('grid gap-3', preview && 'lg:grid-cols-2')}>
        <textarea
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={rows}
          spellCheck
          aria-invalid={error ? true : undefined}
          aria-describedby={cx(`${id}-hint`, error && `${id}-error`)}
          className={cx(controlClass, 'py-3 font-mono text-sm', error ? 'border-red-600' : 'border-line')}
        />
        {preview && (
          <section
            aria-label={`${label}: preview`}
            className="max-h-[32rem] overflow-y-auto rounded-xl border border-dashed border-line bg-canvas p-4"
          >
            {value.trim() ? (
              <Suspense fallback={<p className="text-sm text-ink-muted">Loading the preview…</p>}>
                <HtmlContent html={value} className="text-sm" />
              </Suspense>
            ) : (
              <p className="text-sm text-ink-muted">Nothing to preview yet.</p>
            )}
          </section>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
