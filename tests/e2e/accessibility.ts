import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Serious or critical WCAG 2.1 A/AA problems on the page as it is now, each as
 * "rule (impact): targets". A toast still fading in is audited once it is opaque: axe measures a
 * half-transparent toast's contrast against the page behind it.
 */
export async function seriousAccessibilityProblems(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.Toastify__toast')].every((toast) => getComputedStyle(toast).opacity === '1' && toast.getAnimations().every((animation) => animation.playState !== 'running')),
  );
  const audit = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) audit.exclude(selector);
  const { violations } = await audit.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
