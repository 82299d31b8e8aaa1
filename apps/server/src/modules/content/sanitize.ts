import sanitizeHtml from 'sanitize-html';

/**
 * The one rule for rich news bodies (decision 0025): sanitize-html with an allow-list of text
 * and image tags. Scripts, styles, event handlers, iframes and `javascript:` links are dropped;
 * links open in a new tab without the opener; images only from our own paths or https.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
  disallowedTagsMode: 'discard',
};

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * Text with every tag removed and entities read back, line breaks kept (about pages: rendered as
 * escaped paragraphs, so the text is inert however it was typed).
 */
export function textOnly(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Plain text of a body (summaries, search excerpts). */
export function plainText(html: string): string {
  return textOnly(html).replace(/\s+/g, ' ').trim();
}
