import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical axe-core violations on the page, one line each (rule, help, first three nodes).
 * WCAG 2.0/2.1 A and AA, plus label-content-name-mismatch (2.5.3, "label in name"): axe keeps that rule among
 * its experimental ones, off unless named, and it is the one that finds a control whose name is not its words.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}
