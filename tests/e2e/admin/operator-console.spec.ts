import { agentPassword, registerAgentOverApi, signInAsAdmin } from '../agents/helpers';
import { appHeaders } from '../profile/helpers';
import { expect, test } from '../support/fixtures';
import { decodeQuotedPrintable, readMailsTo } from '../support/mail';

/** Issue 31: the operator finds an agent, suspends it with a reason and reinstates it. */
const cases = [
  {
    language: 'en',
    viewport: { width: 1366, height: 900 },
    texts: {
      people: 'People',
      search: 'Search',
      searchLabel: 'Name, e-mail, NPN or account id',
      suspendReason: 'Reason for the suspension (the person receives it by e-mail)',
      suspend: 'Suspend account',
      suspended: 'Suspended',
      suspendedNotice: 'The account is suspended and the person was told by e-mail.',
      reinstateReason: 'Reason for reinstating',
      reinstate: 'Reinstate account',
      active: 'Active',
      refusal: 'This account is suspended.',
      auditSuspended: 'Suspended',
    },
  },
  {
    language: 'es',
    viewport: { width: 390, height: 844 },
    texts: {
      people: 'Personas',
      search: 'Buscar',
      searchLabel: 'Nombre, correo, NPN o id de cuenta',
      suspendReason: 'Motivo de la suspensión (la persona lo recibe por correo)',
      suspend: 'Suspender la cuenta',
      suspended: 'Suspendida',
      suspendedNotice: 'La cuenta está suspendida y se avisó a la persona por correo.',
      reinstateReason: 'Motivo de la reactivación',
      reinstate: 'Reactivar la cuenta',
      active: 'Activa',
      refusal: 'Esta cuenta está suspendida.',
      auditSuspended: 'Suspendida',
    },
  },
] as const;

for (const { language, viewport, texts } of cases) {
  test(`An operator searches, suspends and reinstates an agent (${language}, ${viewport.width}px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const agentPage = await browser.newPage();
    const agent = await registerAgentOverApi(agentPage, 'Suspendee');

    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    if (language === 'es') {
      await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'es'));
      await page.reload();
    }
    await page.getByRole('button', { name: texts.people, exact: true }).click();
    await page.getByLabel(texts.searchLabel).fill(agent.email);
    await page.getByRole('button', { name: texts.search, exact: true }).click();
    await page.getByRole('button', { name: new RegExp(agent.email.replace(/\./g, '\\.')) }).click();
    const person = page.getByRole('article').filter({ hasText: agent.email });
    await expect(person.getByTestId('person-status')).toHaveText(texts.active);

    await person.getByLabel(texts.suspendReason).fill('Repeated complaints about pressure selling');
    await person.getByRole('button', { name: texts.suspend }).click();
    await expect(person.getByRole('status')).toHaveText(texts.suspendedNotice);
    await expect(person.getByTestId('person-status')).toContainText(texts.suspended);
    await expect(person).toContainText(texts.auditSuspended);

    // The agent's session ended; signing in is refused with a readable reason in its language.
    expect(
      (await agentPage.request.get('/api/user', { headers: appHeaders(agentPage) })).status(),
    ).toBe(401);
    const refused = await agentPage.request.post('/api/agent/login', {
      headers: { ...appHeaders(agentPage), 'Accept-Language': language },
      data: { email: agent.email, password: agentPassword },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain(texts.refusal);
    await expect
      .poll(() => decodeQuotedPrintable(readMailsTo(agent.email).join('\n')))
      .toContain('Repeated complaints about pressure selling');

    await person.getByLabel(texts.reinstateReason).fill('Appeal accepted');
    await person.getByRole('button', { name: texts.reinstate }).click();
    await expect(person.getByTestId('person-status')).toHaveText(texts.active);
    const again = await agentPage.request.post('/api/agent/login', {
      headers: appHeaders(agentPage),
      data: { email: agent.email, password: agentPassword },
    });
    expect(again.status()).toBe(200);
    await agentPage.close();
  });
}
