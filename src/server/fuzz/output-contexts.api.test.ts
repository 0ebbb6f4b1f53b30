import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPersonName } from '../../shared/contracts/person-name';
import { languages } from '../../shared/languages';
import { validationMessages } from '../../shared/validation-messages';
// The browser's JSON-LD writer: pure, checked here with the same hostile texts.
import { serializeJsonLd } from '../../web/features/seo/json-ld';
import { users } from '../db/schema';
import { confirmationMail, licenceDecisionMail } from '../mail/templates';
import { headerSafe } from '../mail/transport';
import { buildSitemapXml } from '../modules/seo';
import { injectPublicConfig } from '../plugins/spa';
import { setUpApiTest } from '../test-support/api-test-client';
import { openConversation } from '../test-support/leads';
import { databaseKinds } from '../test-support/test-app';
import { hostileTexts } from './arbitraries';
import { rawRequest } from './http-fuzz-client';

/**
 * User-written texts (names, messages, notes, offer descriptions, pass and rejection reasons)
 * and other outside values in every context the server writes them: JSON answers, e-mails (HTML
 * and headers), the HTML and XML it serves, and JSON-LD. None may leave its context.
 */
const markup = [
  '</script><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  '{{constructor.constructor("alert(1)")()}}',
  'line\r\nBcc: victim@example.com',
  'a\u2028b\u2029c',
  '\u202eevil\u202c',
] as const;

/** The characters that open or close something in HTML, each only as an entity. */
function expectEscapedHtml(html: string, userText: string): void {
  expect(html).not.toContain('<script>alert');
  // Attribute-like text (onerror=) may remain, as text: no tag can open around it.
  expect(html).not.toMatch(/<img|<svg/i);
  if (/[<>"']/.test(userText)) {
    expect(html).toMatch(/&lt;|&gt;|&quot;|&#39;/);
  }
}

describe('e-mails with hostile names and reasons', () => {
  it('escapes every user text in the HTML part and keeps subjects free of CR and LF', () => {
    for (const locale of languages) {
      for (const text of [...hostileTexts, ...markup]) {
        const mails = [
          confirmationMail(locale, 'a@example.com', text, 'https://lion.example/c#token=1'),
          licenceDecisionMail(
            locale,
            'a@example.com',
            text,
            { approved: false, pairs: [{ state: 'TX', line: 'auto' }], reason: text },
            'https://lion.example/agent',
          ),
        ];
        // The text part is plain text: the reviewer's reason as written, no markup around it.
        expect(mails[1]?.text).toContain(text.trim() === '' ? '' : text.slice(0, 20));
        // A name that is not one by today's rule is left out of the mail; the reason is kept.
        expectEscapedHtml(mails[0]?.html ?? '', isPersonName(text.trim()) ? text : '');
        expectEscapedHtml(mails[1]?.html ?? '', text);
        for (const mail of mails) {
          expect(mail.subject).not.toMatch(/[\r\n]/);
          expect(headerSafe(`${mail.subject} ${text}`)).not.toMatch(/[\r\n]/);
          // The app's greeting opens the text part; a name is never its first words.
          expect(mail.text.split('\n')[0]).toMatch(/^(Hello,|Hola:)$/);
        }
      }
    }
  });
});

describe('HTML, XML and JSON-LD the server and the app write', () => {
  it('keeps configured values inside their meta attributes in index.html', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    for (const text of markup) {
      const written = injectPublicConfig(html, {
        SUPPORT_EMAIL: text,
        SUPPORT_PHONE: text,
        MAIN_SITE_URL: text,
        PUBLIC_ORIGIN: text,
        SOCIAL_PROFILE_URLS: [text],
        AGENT_PRICING_TEXT_EN: text,
        AGENT_PRICING_TEXT_ES: text,
      });
      expectEscapedHtml(written, text);
      expect(written.match(/<meta /g)).toHaveLength(7);
      expect(written.match(/<\/head>/g)).toHaveLength(1);
    }
  });

  it('escapes an origin in the sitemap', () => {
    for (const text of markup) {
      const xml = buildSitemapXml(`https://lion.example/${text}`);
      expect(xml).not.toMatch(/<script|<img|<svg/);
      expect(xml.match(/<loc>/g)?.length).toBe(xml.match(/<\/loc>/g)?.length);
    }
  });

  it('writes JSON-LD that cannot close its script element and parses back to the same data', () => {
    for (const text of [...hostileTexts, ...markup]) {
      const data = { '@type': 'Organization', name: text, description: [text, { text }] };
      const json = serializeJsonLd(data);
      expect(json).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(json)).toEqual(data);
    }
  });
});

describe.each(databaseKinds)('user texts in JSON answers on %s', (kind) => {
  const api = setUpApiTest(kind, { LEAD_JOB_INTERVAL_MS: 3_600_000 });
  let agentCookie = '';
  let consumerCookie = '';
  let consumerId = '';
  let leadId = '';
  let conversationId = '';

  beforeAll(async () => {
    const opened = await openConversation(api.testApp.database.db, api.client);
    agentCookie = opened.agent.cookie;
    consumerCookie = opened.consumer.cookie;
    consumerId = opened.consumer.id;
    leadId = opened.leadId;
    conversationId = opened.conversationId;
  });

  /** A JSON answer: typed as JSON, not sniffed, and the text inside exactly as written. */
  async function expectJsonWith(path: string, cookie: string, text: string) {
    const response = await api.client.call('GET', path, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const raw = await response.text();
    // Inside a JSON string: quotes escaped, so the value cannot end the string early.
    expect(raw).toContain(JSON.stringify(text).slice(1, -1));
    return JSON.parse(raw) as unknown;
  }

  it('gives messages, notes and offer descriptions back as JSON strings, unchanged', async () => {
    for (const text of markup) {
      const sent = await api.client.json('POST', '/api/messages', {
        cookie: agentCookie,
        body: { conversationId, clientId: randomBytes(9).toString('base64url'), body: text },
      });
      expect(sent.status).toBe(201);
      await expectJsonWith(`/api/messages/conversations/${conversationId}`, consumerCookie, text);

      const note = await api.client.json(
        'POST',
        `/api/messages/conversations/${conversationId}/notes`,
        {
          cookie: agentCookie,
          body: { body: text },
        },
      );
      expect(note.status).toBe(201);
      await expectJsonWith(
        `/api/messages/conversations/${conversationId}/notes`,
        agentCookie,
        text,
      );

      const offer = await api.client.json('POST', `/api/agent/leads/${leadId}/offers`, {
        cookie: agentCookie,
        body: {
          premium: 100,
          period: 'monthly',
          coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
          deductible: 500,
          termMonths: 6,
          description: text,
        },
      });
      expect(offer.status).toBe(201);
      await expectJsonWith('/api/agent/offers', agentCookie, text);
    }
  });

  it("gives the consumer's name back to the agent as a JSON string, unchanged", async () => {
    const { body: profile } = await api.client.json<Record<string, unknown>>(
      'GET',
      '/api/profiles/me',
      { cookie: consumerCookie },
    );
    const name = '"><img src=x onerror=alert(1)> {{x}}';
    const saved = await api.client.json('PUT', '/api/profiles/me', {
      cookie: consumerCookie,
      body: { ...profile, firstName: name },
    });
    // Not a name by today's rule (issue 18, 1.8): refused; one stored before it still reads back
    // as a JSON string.
    expect(saved.status).toBe(400);
    expect((saved.body as { message: string }).message).toBe(validationMessages.en.nameCharacters);
    await api.testApp.database.db
      .update(users)
      .set({ firstName: name })
      .where(eq(users.id, consumerId));
    await expectJsonWith(`/api/agent/leads/${leadId}`, agentCookie, name);
  });

  it('sets no header from user input and answers an unknown path with markup as JSON', async () => {
    const response = await api.client.call(
      'GET',
      `/api/${encodeURIComponent('<script>alert(1)</script>')}`,
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Without PUBLIC_ORIGIN the crawler files name the Host the request came with.
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const answer = await rawRequest(api.testApp.baseUrl, {
        method: 'GET',
        path,
        headers: { host: 'evil.example"><script>alert(1)</script>' },
      });
      expect(answer.status).toBe(400);
      expect(answer.text).not.toContain('<script>');
    }
  });
});
