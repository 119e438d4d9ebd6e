import type sanitizeHtml from 'sanitize-html';

/** Formatting only: no scripts, styles, event handlers or javascript: links (design §7). */
function options(sanitize: typeof sanitizeHtml): sanitizeHtml.IOptions {
  return {
    allowedTags: [...sanitize.defaults.allowedTags, 'h1', 'h2', 'img'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  };
}

export async function sanitizeDescriptionHtml(html: string): Promise<string> {
  // Loaded on first use: the web process rarely needs it (docs/decisions.md, Operations).
  const { default: sanitize } = await import('sanitize-html');
  return sanitize(html, options(sanitize));
}
