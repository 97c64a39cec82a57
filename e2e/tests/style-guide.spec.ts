import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, horizontalOverflow, test, visit } from './fixtures';

// Issue 15, the living style guide: `/NewComponents` and `/animation` (the paths exactly as
// written, docs/product/tenant-and-shell.md "§2 Public routes"), built from the real components, in
// both languages, and kept out of search engines.

const PAGES = [
  { path: '/NewComponents', title: 'Componentes', open: 'Abrir diálogo', dialog: 'Um diálogo' },
  { path: '/en/NewComponents', title: 'Components', open: 'Open dialog', dialog: 'A dialog' },
  {
    path: '/animation',
    title: 'Animações',
    open: 'Abrir painel lateral',
    dialog: 'Painel lateral',
  },
  { path: '/en/animation', title: 'Animations', open: 'Open side panel', dialog: 'Side panel' },
] as const;

/** Opens the page's dialog from its button with the keyboard, and closes it with Escape. */
async function dialogByKeyboard(page: Page, open: string, name: string) {
  const opener = page.getByRole('button', { name: open, exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // Focus moved into the dialog (its first focusable element).
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('the living style guide', () => {
  test('both pages, in Portuguese and English at 360 px: out of search, accessible, dialogs by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const { path, title, open, dialog } of PAGES) {
      const response = await visit(page, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-robots-tag'], path).toContain('noindex');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, nofollow',
      );
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect
        .soft(scrollWidth, `${path} is ${scrollWidth}px wide at 360 px`)
        .toBeLessThanOrEqual(innerWidth);
      await expectNoAxeViolations(page, `${path} at 360 px`);
      await dialogByKeyboard(page, open, dialog);
      await expectNoAxeViolations(page, `${path} after its dialog closed`);
    }
  });

  test('the fields show their errors from the first paint, and the paths are exactly as written', async ({
    page,
    request,
  }) => {
    await visit(page, '/NewComponents');
    const fields = page.getByRole('region', { name: 'Campos e erros' });
    await expect(fields.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(fields.getByText('Este campo é obrigatório.')).toBeVisible();
    // A confirmation, opened and answered by keyboard, ends with a toast.
    await page.getByRole('button', { name: 'Abrir confirmação' }).focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: 'Tem certeza?' });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page, 'the confirmation');
    await question.getByRole('button', { name: 'Confirmar' }).press('Enter');
    await expect(question).toBeHidden();
    await expect(page.getByText('Confirmado.')).toBeVisible();

    expect((await request.get('/newcomponents')).status()).toBe(404);
  });

  test('a signed-in player on a desktop sees both pages, accessible', async ({
    page,
    signedInPlayer,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ['/NewComponents', '/en/animation']) {
      await visit(page, path);
      await expect(
        page.getByRole('button', { name: new RegExp(signedInPlayer.firstName) }).first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, `${path} signed in`);
    }
    // The layout's own loading bar, during a navigation the page holds open until "Finish".
    const bar = page.locator('div[aria-hidden="true"].fixed.top-0 > div');
    await expect(bar).toHaveCSS('opacity', '0');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(bar).toHaveCSS('opacity', '1');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await expect(bar).toHaveCSS('opacity', '0');
    await expect(page.getByRole('heading', { level: 1, name: 'Animations' })).toBeVisible();

    // Reduced motion, as someone who asked for it sees the animations.
    const reduced = page.getByRole('switch', { name: 'Reduced motion' });
    await reduced.click();
    await expect(reduced).toHaveAttribute('aria-checked', 'true');
    // app.css's rule for those who ask for less motion, on the real spinner.
    await expect(page.locator('.animate-spin').first()).toHaveCSS(
      'animation-duration',
      /^(1e-05s|0\.00001s)$/,
    );
    await page.getByRole('button', { name: 'Throw confetti' }).click();
    await expect(page.getByText('With reduced motion, no confetti shows.')).toBeVisible();
  });
});
