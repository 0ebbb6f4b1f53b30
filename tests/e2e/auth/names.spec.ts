import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { screenshotPath } from '../support/screenshots';

/**
 * Issue 18, 1.8: a name that spells a link is refused where the person types it, with a clear
 * message in their language, and no account is created.
 */
const attackName = 'https://evil.example/auth/confirm-email#token=abc - re-verify at';
const password = 'Maple#Trail47Qv';

const languages = {
  en: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    company: 'Current Insurance Company',
    password: 'Password',
    confirm: 'Confirm Password',
    submit: 'Create Account',
    message: 'Names may contain only letters, spaces, apostrophes, hyphens and dots',
  },
  es: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    company: 'Compañía de seguros actual',
    password: 'Contraseña',
    confirm: 'Confirmar contraseña',
    submit: 'Crear cuenta',
    message: 'Los nombres solo pueden contener letras, espacios, apóstrofos, guiones y puntos',
  },
} as const;

for (const [language, texts] of Object.entries(languages)) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`a name that spells a link is refused at consumer registration (${language}, ${viewport.width})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      if (language === 'es') {
        await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
      }
      const email = `names.${Date.now()}.${viewport.width}.${language}@example.com`;
      await page.goto('/consumer/auth?tab=register');
      await page.getByLabel(texts.firstName, { exact: true }).fill(attackName);
      await page.getByLabel(texts.lastName, { exact: true }).fill('Rivera');
      await page.getByLabel(texts.email, { exact: true }).fill(email);
      await page.getByLabel(texts.company).selectOption({ label: 'GEICO' });
      await page.getByLabel(texts.password, { exact: true }).fill(password);
      await page.getByLabel(texts.confirm, { exact: true }).fill(password);
      await page.getByRole('button', { name: texts.submit }).click();

      await expect(page.getByText(texts.message)).toBeVisible();
      await expect(page.getByLabel(texts.firstName, { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page).toHaveURL(/\/consumer\/auth/);
      await page.screenshot({
        path: screenshotPath('auth', `name-refused-${language}-${viewport.width}`),
        fullPage: false,
      });
      await expectNoSeriousA11yViolations(page);

      // A real name with a mark, an apostrophe and a hyphen goes through.
      await page.getByLabel(texts.firstName, { exact: true }).fill('Zoë O’Neil-Ruiz');
      await page.getByRole('button', { name: texts.submit }).click();
      await expect(page).toHaveURL(/\/profile$/);
    });
  }
}
