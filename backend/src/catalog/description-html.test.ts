import { describe, expect, it } from '@jest/globals';
import { sanitizeDescriptionHtml } from './description-html.js';

describe('product description HTML', () => {
  it('keeps formatting', async () => {
    const html = '<h2>Kit</h2><p>Build <strong>fast</strong>, <em>learn</em> more.</p><ul><li>One</li></ul>';
    expect(await sanitizeDescriptionHtml(html)).toBe(html);
  });

  it('drops scripts, styles, event handlers and javascript: links', async () => {
    const html =
      '<p style="x" onmouseover="steal()">Hi</p><script>alert(1)</script><style>p{}</style>' +
      '<a href="javascript:alert(1)">a</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>';
    expect(await sanitizeDescriptionHtml(html)).toBe('<p>Hi</p><a rel="noopener noreferrer">a</a><img src="x" />');
  });

  it('keeps safe links and marks them noopener', async () => {
    expect(await sanitizeDescriptionHtml('<a href="https://roboleague.in" target="_blank">site</a>')).toBe(
      '<a href="https://roboleague.in" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
});
