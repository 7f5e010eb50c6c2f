import { SITE } from '@gagyeong/contracts';
import { expect, PHONE, test, waitForRegions } from './fixtures';

const PRESS = `/${encodeURIComponent(SITE.slug)}/press`;

test.describe('at 390px', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the top banner wraps a long line instead of cutting it, and a line fades out before the next fades in', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('button', { name: '분양 소식 자동 전환 멈춤' }).locator('..');
    const lines = banner.locator('p > span');
    expect(await lines.count()).toBeGreaterThan(1);
    // Every line fits the strip whole: no ellipsis, nothing clipped.
    const fits = await banner.evaluate((strip) => {
      const box = strip.getBoundingClientRect();
      const spans = [...strip.querySelectorAll<HTMLElement>('p > span')];
      // Where each line is drawn when it is the current one (the others wait 8 px lower).
      spans.forEach((line) => {
        line.style.setProperty('transition', 'none');
        line.style.setProperty('transform', 'none');
      });
      return spans.map((line) => {
        const own = line.getBoundingClientRect();
        line.style.removeProperty('transform');
        line.style.removeProperty('transition');
        return {
          text: line.textContent,
          clipped: line.scrollWidth > line.clientWidth + 1 || getComputedStyle(line).textOverflow === 'ellipsis',
          inside: own.top >= box.top - 0.5 && own.bottom <= box.bottom + 0.5 && own.right <= box.right + 0.5,
        };
      });
    });
    expect(fits.filter((line) => line.clipped || !line.inside)).toEqual([]);

    // When the next line comes, sample the whole change: never two lines drawn at once.
    const drawnAtOnce = await banner.evaluate(
      (strip) =>
        new Promise<number[]>((resolve) => {
          const spans = [...strip.querySelectorAll<HTMLElement>('p > span')];
          new MutationObserver((_, observer) => {
            observer.disconnect();
            spans.forEach((span) => getComputedStyle(span).opacity); // start the transitions
            const transitions = document.getAnimations().filter((animation) => {
              const target = (animation.effect as KeyframeEffect | null)?.target;
              return target instanceof Element && spans.includes(target as HTMLElement);
            });
            transitions.forEach((transition) => transition.pause());
            const end = Math.max(
              ...transitions.map((transition) => Number(transition.effect?.getComputedTiming().endTime ?? 0)),
            );
            const counts: number[] = [];
            for (let time = 0; time <= end; time += 25) {
              transitions.forEach((transition) => {
                transition.currentTime = time;
              });
              counts.push(spans.filter((span) => Number(getComputedStyle(span).opacity) > 0.02).length);
            }
            transitions.forEach((transition) => transition.finish());
            resolve(counts);
          }).observe(strip, { subtree: true, attributes: true, attributeFilter: ['class'] });
        }),
    );
    expect(drawnAtOnce.length).toBeGreaterThan(4);
    expect(Math.max(...drawnAtOnce)).toBe(1);
  });

  for (const { path, name } of [
    { path: '/ComplexGuide/intro', name: '단지배치도' },
    { path: '/ComplexGuide/detailintro', name: '동호수 배치도' },
  ]) {
    test(`${path}: the ${name} reads at a phone's width, pans with a visible hint and zooms with its buttons`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForRegions(page);
      const view = page.getByRole('group', { name: new RegExp(`^${name} \\(`) });
      await view.scrollIntoViewIfNeeded();
      // The drawings' smallest labels are 14 px at their drawn width of 1200 px.
      const labelPx = () =>
        view.evaluate((element) => ((element.firstElementChild?.getBoundingClientRect().width ?? 0) / 1200) * 14);
      expect(await labelPx()).toBeGreaterThanOrEqual(11.5);
      await expect(view.locator('xpath=../figcaption')).toContainText('밀거나 스크롤해서');

      // It pans from the keyboard once focused.
      await view.focus();
      const before = await view.evaluate((element) => element.scrollLeft);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => view.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before);

      // Zoom out to the whole drawing and back in.
      const out = page.getByRole('button', { name: `${name} 축소` });
      const zoomIn = page.getByRole('button', { name: `${name} 확대` });
      await out.click();
      await out.click();
      await expect(view).toHaveAttribute('aria-label', `${name} (전체)`);
      await expect(out).toBeDisabled();
      expect(await view.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
      await zoomIn.click();
      await zoomIn.click();
      await zoomIn.click();
      await expect(zoomIn).toBeDisabled();
      expect(await labelPx()).toBeGreaterThan(16);
    });
  }
});

test('the press sign-in lines its fields up, with the button on a row of its own, and no rule under the banner', async ({
  page,
}) => {
  await page.goto(PRESS);
  await waitForRegions(page);
  const form = page.getByRole('form', { name: '관리자 로그인' });
  const code = form.getByRole('textbox', { name: '인증 코드' });
  await expect(code).toBeVisible();
  const boxes = await form.evaluate((element) => {
    const box = (selector: string) => element.querySelector(selector)?.getBoundingClientRect().toJSON() as DOMRect;
    return {
      labels: [...element.querySelectorAll('label')].map((label) => label.getBoundingClientRect().top),
      inputs: [...element.querySelectorAll('input')].map((input) => input.getBoundingClientRect().toJSON() as DOMRect),
      button: box('button[type="submit"]'),
    };
  });
  expect(boxes.labels).toHaveLength(3);
  expect(Math.max(...boxes.labels) - Math.min(...boxes.labels)).toBeLessThanOrEqual(1);
  expect(new Set(boxes.inputs.map((input) => Math.round(input.top))).size).toBe(1);
  // The button below the fields, its right edge with the last field's.
  expect(boxes.button.top).toBeGreaterThan(Math.max(...boxes.inputs.map((input) => input.bottom)));
  expect(Math.abs(boxes.button.right - Math.max(...boxes.inputs.map((input) => input.right)))).toBeLessThanOrEqual(1);

  const bannerRule = await page
    .getByRole('heading', { level: 1, name: '보도자료' })
    .evaluate((heading) => getComputedStyle(heading.parentElement!.parentElement!, '::after').content);
  expect(bannerRule).toBe('none');
});
