import { expect, type Locator, type Page, test } from '@playwright/test';

const PRODUCT = 'PickBot Pick-and-Place Robot Kit';
const SIZES = [
  { device: 'phone', width: 390, height: 844 },
  { device: 'desktop', width: 1440, height: 900 },
];

/**
 * The ways a parent reaches a product page by clicking, both client-side navigations after the
 * server-rendered page hydrated: the styles the server shipped and the client's emotion cache must
 * then cover every screen the client renders itself.
 */
const CLICK_PATHS: { from: string; toProduct: (page: Page) => Promise<void> }[] = [
  {
    from: '/store',
    toProduct: async (page) => {
      await page.goto('/store');
      await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeEnabled();
      await markDocument(page);
      await viewDetails(page);
    },
  },
  {
    from: 'the landing page',
    toProduct: async (page) => {
      await page.goto('/');
      // Live figures are fetched once the page has hydrated.
      await expect(page.getByRole('complementary', { name: 'Super Early Bird offer' })).toContainText(
        /places? left|has ended/,
      );
      await markDocument(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
      await viewDetails(page);
    },
  },
];

/** Marks the document, to check later that the clicks that followed were the client's navigations, not page loads. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
}

async function viewDetails(page: Page): Promise<void> {
  await page
    .getByRole('article')
    .filter({ hasText: PRODUCT })
    .getByRole('link', { name: /^View Details/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
}

/** What a reader sees of a text field: its input's border, font and padding, and where its label sits. */
interface FieldLook {
  label: string;
  borderWidth: string;
  borderStyle: string;
  fontSize: string;
  paddingTop: string;
  shrunk: boolean;
  /** The label lies within the input's text line (an empty field's label, MUI's placeholder). */
  labelInsideInput: boolean;
  /** The label straddles the outline's top border, in a notch at least as wide as the label. */
  labelInNotch: boolean;
}

function fieldLook(input: Locator): Promise<FieldLook> {
  return input.evaluate((element) => {
    const field = element.closest('.MuiFormControl-root');
    const label = field?.querySelector('label');
    const notch = field?.querySelector('fieldset > legend');
    if (!field || !label || !notch) throw new Error('not an outlined MUI text field');
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const text = { top: box.top + parseFloat(style.paddingTop), bottom: box.bottom - parseFloat(style.paddingBottom) };
    const outlineTop = field.querySelector('.MuiInputBase-root')?.getBoundingClientRect().top ?? Number.NaN;
    const at = label.getBoundingClientRect();
    return {
      label: label.textContent ?? '',
      borderWidth: style.borderTopWidth,
      borderStyle: style.borderTopStyle,
      fontSize: style.fontSize,
      paddingTop: style.paddingTop,
      shrunk: label.dataset.shrink === 'true',
      labelInsideInput: at.top >= text.top - 1 && at.bottom <= text.bottom + 1,
      labelInNotch:
        at.top < outlineTop &&
        at.bottom > outlineTop &&
        at.bottom <= text.top + 1 &&
        notch.getBoundingClientRect().width >= at.width - 1,
    };
  });
}

/** MUI's small outlined TextField: no border of the input's own, the body's 16 px, the label placed by its state. */
function outlined(label: string, shrunk: boolean): FieldLook {
  return {
    label,
    borderWidth: '0px',
    borderStyle: 'none',
    fontSize: '16px',
    paddingTop: '8.5px',
    shrunk,
    labelInsideInput: !shrunk,
    labelInNotch: shrunk,
  };
}

async function expectOutlinedFields(dialog: Locator, filled: boolean): Promise<void> {
  const inputs = dialog.getByRole('textbox');
  const looks = await Promise.all((await inputs.all()).map(fieldLook));
  expect(looks.length).toBe(9);
  // An empty field's label sits in the field, except a field with a prefix (+91), whose label stays up.
  expect(looks).toEqual(looks.map(({ label }) => outlined(label, filled || label.startsWith('Mobile number'))));
}

for (const size of SIZES) {
  for (const path of CLICK_PATHS) {
    test(`the shipping details dialog reached from ${path.from} on a ${size.device} has MUI's outlined fields`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await path.toProduct(page);
      await page.getByRole('button', { name: /^Buy Now/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Shipping details' });
      await expect(dialog).toBeVisible();
      await expect(page.locator('html[data-same-document]')).toHaveCount(1);

      await expectOutlinedFields(dialog, false);
      // No field hovered, and the page behind (seen at the dialog's rounded corners) hidden: only the dialog counts.
      await page.mouse.move(0, 0);
      await page.addStyleTag({ content: '#root { visibility: hidden !important; }' });
      await expect(dialog).toHaveScreenshot(`shipping-details-${size.device}.png`, {
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.01,
      });

      // Labels and notches take their places without their transitions, so a filled field is measured where it ends.
      await page.addStyleTag({
        content: '.MuiInputLabel-root, .MuiOutlinedInput-notchedOutline > legend { transition: none !important; }',
      });
      for (const input of await dialog.getByRole('textbox').all()) await input.fill('1');
      await expectOutlinedFields(dialog, true);
    });
  }
}
