import sanitizeHtml from 'sanitize-html';

/** Formatting only: no scripts, styles, event handlers or javascript: links (design §7). */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'img'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeDescriptionHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
