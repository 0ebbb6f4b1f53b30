import { describe, expect, it } from 'vitest';
import type { MailLocale } from '../../mail/templates';
import { type MailFacts, notificationMail } from './mail-texts';

const at = new Date('2027-03-01T15:00:00Z');
const factsNaming = (name: string): MailFacts[] => [
  { kind: 'lead_new', customer: name, line: 'auto', state: 'TX', respondBy: at },
  { kind: 'lead_expiring', customer: name, line: 'auto', state: 'TX', respondBy: at },
  {
    kind: 'offer_new',
    agent: name,
    premiumCents: 9850,
    period: 'monthly',
    line: 'auto',
    expiresAt: at,
  },
  { kind: 'offer_expiring', agent: name, line: 'auto', expiresAt: at },
  { kind: 'offer_answered', answer: 'accepted', customer: name, line: 'auto', state: 'TX' },
  { kind: 'offer_answered', answer: 'declined', customer: name, line: 'auto', state: 'TX' },
  { kind: 'call_missed', caller: name, at },
];

describe('notification mails never start with a name (issue 27, finding 11)', () => {
  it('opens every line with the app’s words, in English and Spanish', () => {
    for (const locale of ['en', 'es'] as MailLocale[]) {
      for (const facts of factsNaming('Maria')) {
        const mail = notificationMail(
          locale,
          'a@b.example',
          facts,
          'https://lion.example/x',
          null,
          'UTC',
        );
        expect(mail.subject).not.toContain('Maria');
        const lines = mail.text.split('\n').filter((line) => line.trim() !== '');
        expect(lines[0]).toMatch(/^(Hello,|Hola:)$/);
        expect(mail.text, facts.kind).toContain('Maria');
        for (const line of lines)
          expect(line.startsWith('Maria'), `${facts.kind}: ${line}`).toBe(false);
      }
    }
  });

  it('leaves out a stored name that holds a domain, for plain words', () => {
    const stored = 'Verify at lion-insurance-billing.com';
    for (const locale of ['en', 'es'] as MailLocale[]) {
      for (const facts of factsNaming(stored)) {
        const mail = notificationMail(
          locale,
          'a@b.example',
          facts,
          'https://lion.example/x',
          null,
          'UTC',
        );
        expect(mail.text, facts.kind).not.toContain('billing');
        expect(mail.html, facts.kind).not.toContain('billing');
      }
    }
  });
});
