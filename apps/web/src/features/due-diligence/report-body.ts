const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A report body without its opening heading when that heading only repeats the title the screen already
 * shows (a provider report starts with the provider's name): one heading, not two.
 */
export function withoutLeadingTitle(html: string, title: string): string {
  const name = title.trim();
  if (!name) return html;
  const names = [...new Set([name, escapeHtml(name)])].map(escapeRegExp).join('|');
  return html.replace(new RegExp(`^\\s*<h[1-6](?:\\s[^>]*)?>\\s*(?:${names})\\s*</h[1-6]>\\s*`, 'i'), '');
}
