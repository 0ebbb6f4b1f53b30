import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { registerFreshConsumer } from './helpers';

test.describe.configure({ timeout: 90_000 });

const texts = {
  en: {
    sections: 'Sections of your profile',
    vehicles: 'Vehicles',
    vehiclesHeading: 'Your vehicles',
    logout: 'Logout',
    hint: 'We remind you to compare prices 45 days before.',
    preference: 'Add your renewal date above to get a reminder 45 days before.',
  },
  es: {
    sections: 'Secciones de su perfil',
    vehicles: 'Vehículos',
    vehiclesHeading: 'Sus vehículos',
    logout: 'Cerrar sesión',
    hint: 'Le recordamos comparar precios 45 días antes.',
    preference: 'Añada arriba su fecha de renovación para recibir un recordatorio 45 días antes.',
  },
} as const;

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  for (const language of ['en', 'es'] as const) {
    test.describe(`the profile at ${size.width}x${size.height} in ${language}`, () => {
      test.use({ viewport: size, locale: language === 'es' ? 'es-ES' : 'en-US' });

      test('has one Logout, sections to jump to and one renewal figure', async ({ page }) => {
        const t = texts[language];
        await registerFreshConsumer(page, 'Kai');
        await page.goto('/profile');
        const sections = page.getByRole('navigation', { name: t.sections });
        await expect(sections.getByRole('link')).toHaveCount(9);
        // The header's Logout is the only one (on a phone it sits in the header's menu).
        await expect(page.getByRole('main').getByRole('button', { name: t.logout })).toHaveCount(0);
        await expect(page.getByRole('button', { name: t.logout })).toHaveCount(
          size.width < 640 ? 0 : 1,
        );
        // The reminder figure is the same where the profile and the preferences state it.
        await expect(page.getByText(t.hint)).toBeVisible();
        await expect(page.getByText(t.preference)).toBeVisible();
        await sections.getByRole('link', { name: t.vehicles }).click();
        await expect(page).toHaveURL(/#vehicles-heading$/);
        await expect(
          page.getByRole('heading', { level: 2, name: t.vehiclesHeading }),
        ).toBeInViewport();
        await expectNoSeriousA11yViolations(page);
      });
    });
  }
}
