/**
 * One section of a demo article (an insight, a provider's due-diligence review): a heading, its paragraphs
 * and, where the content is a checklist, a list. Written as data so the seed and its tests read the same text.
 */
export interface Section {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/**
 * The sections as the firm's HTML: h3 headings, because the screen already shows the article's title as its
 * h2. The demo text is ours and contains no markup, so nothing is escaped beyond what it uses (&, <).
 */
export function articleHtml(sections: readonly Section[], closing?: string): string {
  const html = sections.map(
    ({ heading, paragraphs, list }) =>
      `<h3>${text(heading)}</h3>${paragraphs.map((p) => `<p>${text(p)}</p>`).join('')}${
        list ? `<ul>${list.map((item) => `<li>${text(item)}</li>`).join('')}</ul>` : ''
      }`,
  );
  return html.join('') + (closing ? `<p><em>${text(closing)}</em></p>` : '');
}

const text = (plain: string) => plain.replace(/&/g, '&amp;').replace(/</g, '&lt;');
