import { expect, test } from '@playwright/test';
import { collectErrors, markServerHeading } from './support/server-rendering';

interface LandingEditionAnswer {
  edition: {
    name: string;
    headline: string;
    themeTitle: string;
    themeText: string;
    timeline: { date: string; text: string }[];
  } | null;
}

/** The edition's own content in the page's language (issue 31): the Hindi landing page, server-rendered and hydrated. */
test('the Hindi landing page shows the edition on sale in Hindi, theme included, and hydrates it without errors', async ({
  page,
  request,
}) => {
  const { edition } = (await (await request.get('/api/edition?language=hi')).json()) as LandingEditionAnswer;
  if (!edition) throw new Error('No edition on sale');
  const english = ((await (await request.get('/api/edition')).json()) as LandingEditionAnswer).edition!;
  expect(edition.headline).not.toBe(english.headline);

  // The server's HTML (no script run) is in Hindi.
  const html = await (await request.get('/hi/')).text();
  expect(html).toContain(edition.headline);
  expect(html).toContain(`इस साल की थीम: ${edition.themeTitle}`);

  const errors = collectErrors(page);
  await markServerHeading(page);
  await page.goto('/hi/');
  await expect(page.getByRole('heading', { level: 1, name: edition.name })).toHaveAttribute('data-from-server', '');
  const theme = page.getByRole('region', { name: `इस साल की थीम: ${edition.themeTitle}` });
  // Scrolled to, the section hydrates; its text stays the edition's Hindi text.
  await theme.scrollIntoViewIfNeeded();
  await expect(theme).toContainText(edition.themeText.split('\n\n')[0]!);
  const timeline = page.locator('#timeline');
  await timeline.scrollIntoViewIfNeeded();
  await expect(timeline.getByRole('listitem').first()).toContainText(edition.timeline[0]!.date);
  expect(errors).toEqual([]);
});
