import type { ReactNode } from 'react';

interface PageSectionProps {
  heading: string;
  description?: string;
  children: ReactNode;
}

/** The body of a tab screen: the header shows the page title (h1); a section names what is below. */
export function PageSection({ heading, description, children }: PageSectionProps) {
  return (
    <section className="flex flex-col gap-4">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight text-ink">{heading}</h2>
        {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}
