import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../../../shared/languages';
import { validationMessages } from '../../../shared/validation-messages';
import { confirmationMail } from '../../mail/templates';
import { createMailTransport } from '../../mail/transport';
import { createAgent, createConsumer } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { readMails, waitForMail } from '../../test-support/mail';
import { databaseKinds } from '../../test-support/test-app';

/**
 * Finding 1.8 of issue 18: a first name of a URL read as a link at the top of the confirmation
 * mail's text part, and the file-mail log printed it as "the link".
 */
const attackName = 'https://evil.example/auth/confirm-email#token=abc.def - re-verify at';
const password = 'Lion!Quote7Pw';
let counter = 0;
const uniqueEmail = () => `names${Date.now()}${counter++}@statefarm.com`;

const refusedNames = [
  attackName,
  'evil.example/confirm',
  'Ann: see www',
  'Ann\nBcc: victim@example.com',
  'R2D2',
  'ann@example.com',
  '<b>Ann</b>',
  '#1 Ann',
  "'.-",
];
const acceptedNames = [
  'José María',
  'O’Brien',
  "D'Angelo",
  'Anne-Marie',
  'J. R.',
  "'t Hooft",
  'Nguyễn',
  'Zoe\u0308',
  '李',
];

describe.each(databaseKinds)('names in registrations, profiles and mails on %s', (kind) => {
  const api = setUpApiTest(kind);

  const registration = (firstName: string, lastName = 'Lee') => ({
    firstName,
    lastName,
    email: uniqueEmail(),
    password,
    confirmPassword: password,
  });

  it('refuses the attack name and other non-names at both registrations, in en and es', async () => {
    for (const [path, extra] of [
      ['/api/auth/register-agent', { company: '' }],
      ['/api/auth/register', { company: 'none' }],
    ] as const) {
      for (const name of refusedNames) {
        for (const language of languages) {
          const { status, body } = await api.client.json<{ message: string }>('POST', path, {
            headers: { 'Accept-Language': language },
            body: { ...registration(name), ...extra },
          });
          expect(status, `${path} ${JSON.stringify(name)}`).toBe(400);
          expect(body.message, name).toBe(validationMessages[language].nameCharacters);
        }
        const lastName = await api.client.json('POST', path, {
          body: { ...registration('Ann', name), ...extra },
        });
        expect(lastName.status, `last name ${JSON.stringify(name)}`).toBe(400);
      }
    }
  });

  it('accepts names of every script with marks, apostrophes, hyphens and dots', async () => {
    for (const name of acceptedNames) {
      const { status, body } = await api.client.json('POST', '/api/auth/register-agent', {
        body: { ...registration(name, name), company: '' },
      });
      expect(status, `${name}: ${JSON.stringify(body)}`).toBe(201);
    }
  });

  it('refuses the attack name in a profile edit', async () => {
    const consumer = await createConsumer(api.testApp.database.db);
    const cookie = await signInAs(api.client, consumer);
    const { status, body } = await api.client.json<{ message: string }>('PUT', '/api/profiles/me', {
      cookie,
      body: {
        firstName: attackName,
        lastName: 'Morgan',
        email: consumer.email,
        phone: null,
        address: null,
        city: null,
        state: null,
        zip: null,
        birthDate: null,
        currentInsurance: null,
        insuranceCompany: null,
        currentPremium: null,
        renewalDate: null,
        contactPreference: 'in_app',
        budgetRange: null,
      },
    });
    expect(status).toBe(400);
    expect(body.message).toBe(validationMessages.en.nameCharacters);
  });

  it('opens the mail with the app’s words even for a name stored before the rule', async () => {
    const agent = await createAgent(api.testApp.database.db, {
      emailConfirmed: false,
      firstName: attackName,
    });
    const cookie = await signInAs(api.client, { ...agent, role: 'agent' });
    const resent = await api.client.call('POST', '/api/agent/email-confirmation', { cookie });
    expect(resent.status).toBe(202);
    const mail = await waitForMail(api.testApp.mailDir, agent.email);
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Hello,');
    expect(mail.raw).not.toContain('evil.example');
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/\/auth\/confirm-email#token=/);
    expect(new URL(links[0] ?? '').host).not.toBe('evil.example');
  });

  it('names a valid name only after the app’s text, quoted and labelled', async () => {
    const email = uniqueEmail();
    await api.client.json('POST', '/api/auth/register-agent', {
      headers: { 'Accept-Language': 'es' },
      body: { ...registration('José María'), email, company: '' },
    });
    const mail = await waitForMail(api.testApp.mailDir, email);
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Hola:');
    const nameLine = lines.findIndex((line) => line.includes('José María'));
    const linkLine = lines.findIndex((line) => line.includes('/auth/confirm-email#token='));
    expect(lines[nameLine]).toBe('Este mensaje es para la cuenta a nombre de «José María».');
    expect(nameLine).toBeGreaterThan(linkLine);
  });
});

describe('the file transport log', () => {
  it('names the link the template built, not the first URL-looking text', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lion-names-mail-'));
    const logged: Array<string | undefined> = [];
    const transport = createMailTransport({
      mailDir: dir,
      from: 'Lion Insurance <no-reply@lion.example>',
      onFileWritten: (_file, link) => logged.push(link),
    });
    try {
      const url = 'http://127.0.0.1:3000/auth/confirm-email#token=abc.def&x=1';
      for (const locale of languages) {
        const mail = confirmationMail(locale, 'a@example.com', attackName, url);
        expect(mail.text.split('\n')[0]).toMatch(/^(Hello,|Hola:)$/);
        await transport.send({ id: crypto.randomUUID(), ...mail });
        // A mail built before this change, the name first: the log still names the app's link.
        const oldShape = {
          ...mail,
          text: `Hello ${attackName},\n\n${mail.text}`,
          html: mail.html.replace('<p>Hello,</p>', `<p>Hello ${attackName},</p>`),
        };
        await transport.send({ id: crypto.randomUUID(), ...oldShape });
      }
      expect(logged).toEqual([url, url, url, url]);
      expect(readMails(dir)).toHaveLength(4);
    } finally {
      transport.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
