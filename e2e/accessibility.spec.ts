// axe-core on every built screen, in both themes; no serious or critical violations.
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { openScreen, SCREENS } from './support/screens';
import { test } from './support/test';
import { expectDocumentTheme, expectTheme } from './support/theme';

const THEMES = ['light', 'dark'] as const;

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const screen of SCREENS) {
      test(`${screen.name} (${screen.path}) has no serious axe violations`, async ({ page }) => {
        await openScreen(page, screen.path);
        // The check is only worth something if the theme under test is the one shown.
        await expectDocumentTheme(page, theme);
        await expectNoSeriousAxeViolations(page);
      });
    }

    for (const width of [375, 1440]) {
      test.describe(`${width} px wide`, () => {
        test.use({ viewport: { width, height: 900 } });

        test(`landing has no serious axe violations`, async ({ page }) => {
          await openScreen(page, '/');
          await expectTheme(page, theme);
          await expectNoSeriousAxeViolations(page);
        });
      });
    }
  });
}
