import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a firm may publish (insights, due-diligence reports): text structure, links and images,
 * nothing that runs. Applied on the server before HTML leaves it; the browser applies DOMPurify again.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'blockquote',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt'], th: ['scope'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

export const sanitizeFirmHtml = (html: string) => sanitizeHtml(html, OPTIONS);
