import { MENU, SITE } from '@gagyeong/contracts';
import { PRESS_PAGE_SIZE } from '@gagyeong/contracts/press';
import { clickMarked, clickOn, DESKTOP, expect, hoverOn, PHONE, TARGET, test } from './fixtures';
import { waitFor, type EngineSession } from './session';

/**
 * What a visitor does first, in Firefox and WebKit with the real pointer and keyboard (docs/testing.md,
 * "Three engines"); Chromium's own specs cover the same and more. Each test ends with no console
 * error in the engine.
 */
const SUCCESS = '등록이 완료되었습니다.';
const MAIN_NAV = 'nav[aria-label="주 메뉴"]';

/** Whether an element matching `selector` is shown. */
function shown(selector: string): boolean {
  return [...document.querySelectorAll(selector)].some(
    (element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      element.getBoundingClientRect().height > 0,
  );
}

/** The dialog titled `title`, when one is shown: whether focus is inside it. */
function dialogState(title: string): { focusInside: boolean } | null {
  const dialog = [...document.querySelectorAll('[role="dialog"]')].find((element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const name = labelledBy ? document.getElementById(labelledBy)?.textContent : element.getAttribute('aria-label');
    return name?.trim() === title && element.checkVisibility();
  });
  return dialog ? { focusInside: dialog.contains(document.activeElement) } : null;
}

/**
 * Marks the form control labelled `label` in the dialog titled `title` as the pointer's target (its
 * label, where the control is drawn by it, as a styled checkbox can be).
 */
function markControl(title: string, label: string, attribute: string): boolean {
  document.querySelector(`[${attribute}]`)?.removeAttribute(attribute);
  const dialog = [...document.querySelectorAll('[role="dialog"][aria-labelledby]')].find(
    (element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() === title,
  );
  const found = [...(dialog?.querySelectorAll('label') ?? [])].find((element) => element.textContent?.includes(label));
  const control = found?.control;
  if (!found || !control) return false;
  const drawn =
    control.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    control.getBoundingClientRect().width > 4;
  (drawn ? control : found).setAttribute(attribute, '');
  return true;
}

async function expectNoErrors(session: EngineSession): Promise<void> {
  expect(await session.takeErrors(), 'console errors').toEqual([]);
}

test.beforeEach(async ({ session }) => {
  await session.takeErrors();
});

test('desktop: hovering a menu item opens its dropdown; leaving the header closes it', async ({ session }) => {
  const section = MENU.find((entry) => entry.items.length > 1) ?? MENU[0];
  const item = section?.items[section.items.length - 1];
  if (!section || !item) throw new Error('the menu has no dropdown');
  const dropdownLink = `${MAIN_NAV} a[href="${item.subUrl}"]`;
  await session.setViewport(DESKTOP);
  await session.goto('/Brand/intro');
  expect(await session.evaluate(shown, dropdownLink)).toBe(false);
  await hoverOn(session, `${MAIN_NAV} a`, section.title);
  await waitFor(() => session.evaluate(shown, dropdownLink), `the ${section.title} dropdown to open`);
  await session.hover({ x: DESKTOP.width / 2, y: DESKTOP.height - 150 });
  await waitFor(async () => !(await session.evaluate(shown, dropdownLink)), `the ${section.title} dropdown to close`);
  await expectNoErrors(session);
});

test('phone: the menu toggle opens the full menu and closes it', async ({ session }) => {
  // The toggle and the panel by what they say, whatever element draws them.
  const TOGGLE = 'header button, header summary, header a, header [role="button"]';
  const PANEL = '[aria-label="전체 메뉴"]';
  const panelLink = `${PANEL} a[href="/Promotion/Customer"]`;
  await session.setViewport(PHONE);
  await session.goto('/Brand/intro');
  expect(await session.evaluate(shown, panelLink)).toBe(false);
  await clickOn(session, TOGGLE, '메뉴 열기');
  await waitFor(() => session.evaluate(shown, panelLink), 'the full menu to open');
  await clickOn(session, TOGGLE, '메뉴 닫기');
  await waitFor(async () => !(await session.evaluate(shown, panelLink)), 'the full menu to close');
  await session.setViewport(DESKTOP);
  await expectNoErrors(session);
});

test('the interest popup opens, keeps Tab inside, closes on Back and sends a lead', async ({ session }) => {
  const TITLE = '관심고객 등록';
  await session.setViewport(DESKTOP);
  await session.goto('/Brand/intro');
  const openPopup = async () => {
    await clickOn(session, 'header a, header button', SITE.phone);
    await waitFor(
      async () => (await session.evaluate(dialogState, TITLE))?.focusInside,
      'the popup to open with focus inside',
    );
  };
  await openPopup();
  for (let press = 0; press < 12; press += 1) {
    await session.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await session.evaluate(dialogState, TITLE), `focus after ${press + 1} presses`).toEqual({
      focusInside: true,
    });
  }
  await session.back();
  await waitFor(async () => (await session.evaluate(dialogState, TITLE)) === null, 'Back to close the popup');
  expect(await session.evaluate(() => location.pathname)).toBe('/Brand/intro');

  await openPopup();
  const field = async (label: string) => {
    await waitFor(() => session.evaluate(markControl, TITLE, label, TARGET), `the field ${label}`);
    await clickMarked(session, `the field ${label}`);
  };
  await field('이름');
  await session.type(`엔진고객${Date.now().toString(36)}`);
  await field('연락처');
  await session.type('010-1234-5678');
  await field('동의합니다');
  await clickOn(session, '[role="dialog"][aria-modal="true"] button[type="submit"]');
  const dialogText = () =>
    session.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
      const values = [...(dialog?.querySelectorAll('input') ?? [])].map(
        (input) => `${input.name}=${input.type === 'checkbox' ? String(input.checked) : input.value}`,
      );
      return `${dialog?.textContent ?? ''} [${values.join(', ')}]`;
    });
  await waitFor(async () => (await dialogText()).includes(SUCCESS), `"${SUCCESS}"`).catch(async (error: Error) => {
    throw new Error(`${error.message}; the popup shows: ${await dialogText()}`);
  });
  await session.back();
  await waitFor(async () => (await session.evaluate(dialogState, TITLE)) === null, 'Back to close the popup');
  await expectNoErrors(session);
});

test('a menu link changes the page in the same document, and Back returns', async ({ session }) => {
  const target = MENU[1]?.items[0]?.subUrl ?? '/BusinessGuide/intro';
  await session.setViewport(DESKTOP);
  await session.goto('/Brand/intro');
  await session.evaluate(() => {
    (window as unknown as { __ggSameDocument?: boolean }).__ggSameDocument = true;
  });
  const sameDocument = () =>
    session.evaluate(() => (window as unknown as { __ggSameDocument?: boolean }).__ggSameDocument === true);
  const arrived = (path: string) =>
    session.evaluate(
      (at: string) =>
        location.pathname === at &&
        document.querySelector('[data-region-loading]') === null &&
        document.querySelector('main h1, main h2') !== null,
      path,
    );
  await clickOn(session, `header a[href="${target}"]`);
  await waitFor(() => arrived(target), `${target} to show`);
  expect(await sameDocument(), 'no new document was loaded').toBe(true);
  await session.back();
  await waitFor(() => arrived('/Brand/intro'), '/Brand/intro to show again');
  expect(await sameDocument(), 'no new document was loaded').toBe(true);
  await expectNoErrors(session);
});

test(`the press list shows ${PRESS_PAGE_SIZE} articles and 더보기 the next ones`, async ({ session, seededPress }) => {
  const rows = () => session.evaluate(() => document.querySelectorAll('main table tbody tr').length);
  await session.setViewport(DESKTOP);
  await session.goto(seededPress.listPath);
  expect(await rows()).toBe(PRESS_PAGE_SIZE);
  await clickOn(session, 'main button', '더보기');
  await waitFor(async () => (await rows()) > PRESS_PAGE_SIZE, 'the next articles');
  await expectNoErrors(session);
});
