import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LogBuffer } from './log-buffer';
import { RequestLog } from './logging';

const directory = mkdtempSync(path.join(tmpdir(), 'lion-log-'));
let fd: number | undefined;

function logFile(name: string): { fd: number; read: () => string } {
  const file = path.join(directory, name);
  fd = openSync(file, 'w');
  return { fd, read: () => readFileSync(file, 'utf8') };
}

afterEach(() => {
  if (fd !== undefined) closeSync(fd);
  fd = undefined;
});

describe('LogBuffer', () => {
  it('writes every line once, in order, in batches, and all of it on drain', async () => {
    const out = logFile('order.log');
    const buffer = new LogBuffer(out.fd, { batchBytes: 1000, intervalMs: 60_000 });
    const lines = Array.from({ length: 500 }, (_, index) => `{"n":${index}}\n`);
    for (const line of lines) buffer.write(line);
    await buffer.drain();
    expect(out.read()).toBe(lines.join(''));
  });

  it('keeps lines in memory until a batch fills or the timer fires', async () => {
    const out = logFile('timer.log');
    const buffer = new LogBuffer(out.fd, { batchBytes: 1_000_000, intervalMs: 30 });
    buffer.write('one\n');
    expect(out.read()).toBe('');
    // Written by the timer alone (no drain, no flush), within a few of its ticks.
    const deadline = Date.now() + 2000;
    while (out.read() === '' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(out.read()).toBe('one\n');
  });

  it('drops lines past its memory bound and says how many', async () => {
    const out = logFile('bound.log');
    const buffer = new LogBuffer(out.fd, {
      batchBytes: 1_000_000,
      maxBytes: 10,
      intervalMs: 60_000,
    });
    expect(buffer.write('12345\n')).toBe(true);
    expect(buffer.write('67890\n')).toBe(false);
    buffer.flushSync();
    const written = out.read().split('\n').filter(Boolean);
    expect(written[0]).toBe('12345');
    expect(JSON.parse(written[1] ?? '{}').msg).toBe('log output too slow: 1 lines dropped');
  });
});

describe('RequestLog', () => {
  it('writes one JSON line with pino’s fields, whatever the URL holds', () => {
    const lines: string[] = [];
    const log = new RequestLog((line) => lines.push(line));
    const url = '/api/x?q="\\</script>\u2028é\u0000';
    log.requestCompleted(
      null,
      { id: 'req-7', method: 'GET', url, routeOptions: { url: '/api/x' } } as never,
      { statusCode: 404, elapsedTime: 1.234 } as never,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith('\n')).toBe(true);
    const parsed = JSON.parse(lines[0] ?? '');
    expect(parsed).toMatchObject({
      level: 30,
      pid: process.pid,
      reqId: 'req-7',
      method: 'GET',
      url,
      route: '/api/x',
      status: 404,
      ms: 1.2,
      msg: 'request',
    });
    expect(typeof parsed.time).toBe('number');
  });
});

process.on('exit', () => rmSync(directory, { recursive: true, force: true }));
