/**
 * rules §22: what "a dialog (or a dropdown) works" means, checked the same way wherever one opens: drawn in the
 * viewport with its styles, over an overlay, holding the focus, and giving the focus back when it closes.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the dialog with `opener` from the keyboard, checks it is usable, closes it with `close` and checks the
 * focus came back. Returns nothing: every check is an expectation.
 */
export async function expectWorkingDialog(
  page: Page,
  opener: Locator,
  name: string | RegExp,
  close: (dialog: Locator) => Promise<void>,
): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // Mantine's opening transition (200 ms): measure the resting place.
  await expect
    .poll(async () => dialog.evaluate((el) => getComputedStyle(el).opacity), { message: 'dialog faded in' })
    .toBe('1');
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const box = await dialog.boundingBox();
  expect(box, 'the dialog has a box').not.toBeNull();
  if (box) {
    expect(box.x, 'left edge in the viewport').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'right edge in the viewport').toBeLessThanOrEqual(viewport.width + 1);
    expect(box.y, 'top edge in the viewport').toBeGreaterThanOrEqual(0);
    expect(box.y, 'top edge in the viewport').toBeLessThan(viewport.height);
  }
  // An overlay: the top-left corner of the viewport is covered by a fixed layer, not the page behind the dialog.
  const overlaid = await page.evaluate(() => {
    for (let el = document.elementFromPoint(2, 2); el; el = el.parentElement) {
      if (getComputedStyle(el).position === 'fixed') {
        const rect = el.getBoundingClientRect();
        return rect.left <= 0 && rect.top <= 0 && rect.right >= window.innerWidth && rect.bottom >= window.innerHeight;
      }
    }
    return false;
  });
  expect(overlaid, 'a full-viewport overlay under the dialog').toBe(true);
  const focusInside = await dialog.evaluate((el) => el.contains(document.activeElement));
  expect(focusInside, 'the dialog holds the focus').toBe(true);
  await close(dialog);
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

/**
 * Opens a Mantine dropdown (a Select's list of options) by clicking `input` and checks it is drawn with its styles
 * (a painted, bordered box in the viewport; unstyled, it would be a bare list under the footer), that its options are
 * reachable, and that Escape closes it with the focus left on the input.
 */
export async function expectWorkingDropdown(page: Page, input: Locator): Promise<void> {
  await input.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole('option').first()).toBeVisible();
  const dropdown = listbox.locator(
    'xpath=ancestor-or-self::*[contains(@class, "mantine-Popover-dropdown") or contains(@class, "mantine-Select-dropdown")][1]',
  );
  const style = await dropdown.evaluate((el) => {
    const computed = getComputedStyle(el);
    return { background: computed.backgroundColor, border: computed.borderTopWidth, position: computed.position };
  });
  expect(style.background, 'the dropdown is painted').not.toBe('rgba(0, 0, 0, 0)');
  expect(style.border, 'the dropdown has its border').not.toBe('0px');
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const box = await dropdown.boundingBox();
  expect(box, 'the dropdown has a box').not.toBeNull();
  if (box) {
    expect(box.x, 'left edge in the viewport').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'right edge in the viewport').toBeLessThanOrEqual(viewport.width + 1);
    expect(box.y, 'top edge in the viewport').toBeGreaterThanOrEqual(0);
    expect(box.y, 'top edge in the viewport').toBeLessThan(viewport.height);
  }
  await page.keyboard.press('Escape');
  await expect(listbox).toHaveCount(0);
  await expect(input).toBeFocused();
}
