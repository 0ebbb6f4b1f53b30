import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeclarationsReading, KeptDeclarations } from '../../../shared/contracts/declarations';
import { validationMessages } from '../../../shared/validation-messages';
import { declarationsCopies } from '../../db/schema';
import { createConsumer } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';

const en = validationMessages.en;
const fixtures = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'tests',
  'fixtures',
  'declarations',
);
const fixture = (name: string) => readFileSync(join(fixtures, name));
const readValue = (reading: DeclarationsReading, key: string) =>
  reading.fields.find((field) => field.key === key)?.value;

/** A PDF locked with a user password (the standard handler, RC4 40-bit; the keys are made up). */
function encryptedPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 /O <${'11'.repeat(32)}> /U <${'22'.repeat(32)}> >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${'ab'.repeat(16)}> <${'ab'.repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe.each(databaseKinds)('/api/declarations on %s', (kind) => {
  const api = setUpApiTest(kind);
  let aliceCookie: string;
  let bobCookie: string;
  let aliceId: string;

  beforeAll(async () => {
    const db = api.testApp.database.db;
    const alice = await createConsumer(db);
    aliceId = alice.id;
    aliceCookie = await signInAs(api.client, alice);
    bobCookie = await signInAs(api.client, await createConsumer(db));
  });

  const storedCopies = async () =>
    (await api.testApp.database.db.select({ n: count() }).from(declarationsCopies))[0]?.n;

  /** A multipart upload as the browser sends it (same origin). */
  async function upload(
    bytes: Buffer | Uint8Array,
    name: string,
    options: { cookie?: string; keep?: boolean; type?: string; origin?: boolean } = {},
  ) {
    const form = new FormData();
    if (options.keep) form.append('keep', 'true');
    form.append(
      'file',
      new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/octet-stream' }),
      name,
    );
    const headers: Record<string, string> = {};
    if (options.origin !== false) {
      headers.Origin = new URL(api.client.baseUrl).origin;
      headers['X-Requested-With'] = 'XMLHttpRequest';
    }
    if (options.cookie) headers.Cookie = options.cookie;
    const response = await fetch(`${api.client.baseUrl}/api/declarations/read`, {
      method: 'POST',
      headers,
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as DeclarationsReading & { message: string },
    };
  }

  it('reads a text PDF field by field with confidences, and stores nothing', async () => {
    const answer = await upload(fixture('auto-01-table.text.pdf'), 'dec.pdf', {
      type: 'application/pdf',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.line).toBe('auto');
    expect(answer.body.method).toBe('text');
    expect(answer.body.keptCopyId).toBeNull();
    expect(readValue(answer.body, 'carrier')).toBe('State Farm');
    expect(readValue(answer.body, 'policyNumber')).toBe('SF-482-7719-03');
    expect(readValue(answer.body, 'periodEnd')).toBe('2026-09-15');
    expect(readValue(answer.body, 'vehicles.1.vin')).toBe('2HKRW2H53JH654321');
    expect(readValue(answer.body, 'bodilyInjuryPerAccident')).toBe('100000');
    for (const field of answer.body.fields) {
      expect(field.confidence).toBeGreaterThan(0.5);
      expect(field.confidence).toBeLessThanOrEqual(1);
    }
    expect(await storedCopies()).toBe(0);
  });

  it('reads a phone photo by OCR', async () => {
    const answer = await upload(fixture('home-02-columns.photo.jpg'), 'photo.jpg', {
      type: 'image/jpeg',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.method).toBe('ocr');
    expect(answer.body.line).toBe('home');
    expect(readValue(answer.body, 'carrier')).toBe('American Family');
    expect(readValue(answer.body, 'dwelling')).toBe('290000');
    expect(answer.body.fields.every((field) => field.confidence < 0.97)).toBe(true);
  }, 90_000);

  it('refuses other kinds of file, HEIC, a damaged PDF and an image bomb with a clear message', async () => {
    const text = await upload(Buffer.from('hello, this is not a policy'), 'notes.pdf');
    expect(text.status).toBe(415);
    expect(text.body.message).toBe(en.declarationsKind);
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.alloc(64),
    ]);
    const heicAnswer = await upload(heic, 'IMG_0001.HEIC');
    expect(heicAnswer.status).toBe(415);
    expect(heicAnswer.body.message).toBe(en.declarationsHeic);
    const broken = await upload(
      Buffer.from('%PDF-1.7\n1 0 obj <</Type /Catalog>> broken'),
      'broken.pdf',
    );
    expect(broken.status).toBe(422);
    expect(broken.body.message).toBe(en.declarationsMalformed);
    const locked = await upload(encryptedPdf(), 'locked.pdf', { keep: true, cookie: aliceCookie });
    expect(locked.status).toBe(422);
    expect(locked.body.message).toBe(en.declarationsEncrypted);
    // A PNG whose header claims 40,000 x 40,000 pixels: refused before anything decodes it.
    const bomb = Buffer.alloc(64);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bomb, 0);
    bomb.writeUInt32BE(13, 8);
    bomb.write('IHDR', 12, 'latin1');
    bomb.writeUInt32BE(40_000, 16);
    bomb.writeUInt32BE(40_000, 20);
    const bombAnswer = await upload(bomb, 'bomb.png', { keep: true, cookie: aliceCookie });
    expect(bombAnswer.status).toBe(413);
    expect(bombAnswer.body.message).toBe(en.declarationsImageTooLarge);
    const none = await api.client.json('POST', '/api/declarations/read', { body: { file: 'x' } });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(en.declarationsFileRequired);
    expect(await storedCopies()).toBe(0);
  });

  it('refuses a file over 10 MB and keeps nothing', async () => {
    const big = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(10 * 1024 * 1024 + 10, 0x20),
    ]);
    const answer = await upload(big, 'big.pdf', { keep: true, cookie: aliceCookie });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(en.declarationsTooLarge);
    expect(await storedCopies()).toBe(0);
  });

  it('refuses an upload from another site', async () => {
    const answer = await upload(fixture('auto-02-columns.text.pdf'), 'dec.pdf', { origin: false });
    expect(answer.status).toBe(403);
  });

  it('keeps a copy only for a signed-in consumer who asks; owner-only download, list, delete, data download', async () => {
    const anonymous = await upload(fixture('home-01-table.text.pdf'), 'home.pdf', { keep: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(en.declarationsKeepNeedsAccount);
    expect(await storedCopies()).toBe(0);

    const bytes = fixture('home-01-table.text.pdf');
    const kept = await upload(bytes, 'my home dec.pdf', { keep: true, cookie: aliceCookie });
    expect(kept.status).toBe(200);
    const id = kept.body.keptCopyId as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const list = await api.client.json<{ copies: KeptDeclarations[] }>(
      'GET',
      '/api/declarations/copies',
      { cookie: aliceCookie },
    );
    expect(list.body.copies).toEqual([
      {
        id,
        fileName: 'my home dec.pdf',
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        createdAt: expect.any(String),
      },
    ]);
    const bobList = await api.client.json<{ copies: KeptDeclarations[] }>(
      'GET',
      '/api/declarations/copies',
      { cookie: bobCookie },
    );
    expect(bobList.body.copies).toEqual([]);

    const download = await api.client.call('GET', `/api/declarations/copies/${id}/file`, {
      cookie: aliceCookie,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    for (const path of [
      `/api/declarations/copies/${id}/file`,
      '/api/declarations/copies/not-a-uuid/file',
    ]) {
      const other = await api.client.json('GET', path, { cookie: bobCookie });
      expect(other.status).toBe(404);
      expect(other.body.message).toBeTruthy();
    }
    expect(
      (await api.client.json('DELETE', `/api/declarations/copies/${id}`, { cookie: bobCookie }))
        .status,
    ).toBe(404);
    expect((await api.client.call('GET', `/api/declarations/copies/${id}/file`)).status).toBe(401);

    const exported = await api.client.json<{
      consumer: { declarationsCopies: (KeptDeclarations & { contentBase64: string })[] };
    }>('GET', '/api/account/export', { cookie: aliceCookie });
    expect(exported.status).toBe(200);
    expect(exported.body.consumer.declarationsCopies.map((copy) => copy.id)).toEqual([id]);
    expect(
      Buffer.from(
        exported.body.consumer.declarationsCopies[0]?.contentBase64 ?? '',
        'base64',
      ).equals(bytes),
    ).toBe(true);

    expect(
      (await api.client.call('DELETE', `/api/declarations/copies/${id}`, { cookie: aliceCookie }))
        .status,
    ).toBe(204);
    expect(
      (await api.client.call('GET', `/api/declarations/copies/${id}/file`, { cookie: aliceCookie }))
        .status,
    ).toBe(404);
    const rows = await api.testApp.database.db
      .select()
      .from(declarationsCopies)
      .where(eq(declarationsCopies.userId, aliceId));
    expect(rows).toEqual([]);
  });
});
