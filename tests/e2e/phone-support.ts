import type { Page } from 'playwright-core';

export const phone = { width: 390, height: 844 };

/** How far the page scrolls sideways beyond its viewport, in pixels (0 when it fits). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);

/**
 * What a phone's user cannot see whole: boxes that run past the end edge of the screen (the right
 * one, the left one in right-to-left languages), or past that of a container clipping them (a
 * card's overflow: hidden hides them from the page's scroll width). A container that scrolls
 * sideways by design (tabs, a wide detail table), cuts its text with an ellipsis or is a progress
 * bar's track (its moving bar runs through it) is left alone, and so are invisible boxes. Outermost boxes only, as tag, classes and text.
 */
export const cutOff = (page: Page) =>
  page.evaluate(() => {
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
    const screenEnd = rtl ? 0 : document.documentElement.clientWidth;
    const endOf = (box: DOMRect) => (rtl ? -box.left : box.right);
    /** How far towards the end the element can be seen, as endOf measures it. */
    const visibleUpTo = (element: Element) => {
      for (let child = element, parent = element.parentElement; parent; child = parent, parent = parent.parentElement) {
        // A fixed box (react-admin's form toolbar on a phone) is clipped by the screen only.
        if (getComputedStyle(child).position === 'fixed') break;
        // An icon's drawing lies within its own <svg>, which clips it: what cuts the icon off is further up.
        if (parent instanceof SVGElement) continue;
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible') continue;
        if (style.overflowX === 'auto' || style.overflowX === 'scroll' || style.textOverflow === 'ellipsis') return Infinity;
        if (parent.getAttribute('role') === 'progressbar') return Infinity;
        const border = parseFloat(rtl ? style.borderLeftWidth : style.borderRightWidth);
        return Math.min(rtl ? -screenEnd : screenEnd, endOf(parent.getBoundingClientRect()) - border);
      }
      return rtl ? -screenEnd : screenEnd;
    };
    const cut = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Invisible boxes aside: a switch's input is transparent and wider than the switch it covers.
      return (
        box.width > 1 && box.height > 1 && endOf(box) > visibleUpTo(element) + 0.5 && style.visibility !== 'hidden' && style.opacity !== '0'
      );
    });
    return cut
      .filter((element) => !cut.includes(element.parentElement!))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${element.textContent?.slice(0, 40)}"`);
  });

/** Waits for the screen's content (`content`, a selector) and for nothing on it to be loading any more. */
export async function screenSettled(page: Page, content: string) {
  await page.locator(content).first().waitFor({ timeout: 30_000 });
  // MUI's progress bars and spinners, react-admin's placeholder rows.
  await page.waitForFunction(() => document.querySelector('[role="progressbar"], .RaPlaceholder-root') === null, undefined, {
    timeout: 30_000,
  });
}
