import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixturesDir } from './fixture-accuracy';
import { DocumentReadError, imageSize, readDocument, readLimits, sniffKind } from './read-document';

const photo = () => readFileSync(join(fixturesDir, 'auto-05-columns.photo.jpg'));
const timeMs = readLimits.timeMs;

describe('readDocument', () => {
  afterEach(() => {
    readLimits.timeMs = timeMs;
  });

  it('tells the kind from the first bytes and the size from the header', () => {
    expect(sniffKind(readFileSync(join(fixturesDir, 'auto-01-table.text.pdf')))).toBe('pdf');
    expect(sniffKind(photo())).toBe('jpeg');
    expect(sniffKind(Buffer.from('GIF89a....'))).toBeUndefined();
    expect(imageSize(photo(), 'jpeg')).toEqual({ width: 1200, height: 1600 });
  });

  it('ends a read that takes longer than its time limit, and the next read still works', async () => {
    readLimits.timeMs = 50;
    await expect(readDocument(photo(), 'jpeg')).rejects.toEqual(new DocumentReadError('timeout'));
    readLimits.timeMs = timeMs;
    const read = await readDocument(
      readFileSync(join(fixturesDir, 'home-03-grid.text.pdf')),
      'pdf',
    );
    expect(read.method).toBe('text');
    expect(read.text).toContain('USAA');
  }, 30_000);

  it('refuses a JPEG whose header is cut off without decoding it', async () => {
    await expect(readDocument(photo().subarray(0, 8), 'jpeg')).rejects.toEqual(
      new DocumentReadError('malformed'),
    );
  });
});
