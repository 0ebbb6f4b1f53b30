/**
 * Raw HTTP for the fuzz tests: node:http rather than fetch, so paths keep their `../` and odd
 * escapes (fetch normalises them away) and any body goes with any Content-Type.
 */
import http from 'node:http';

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One connection per request: the server closes a connection after some refusals (a body over the
 * limit), and a kept-alive socket it closed would read as a hang-up of the next request.
 */
const agent = new http.Agent({ keepAlive: false });

export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const headers = { ...request.headers };
  // Node sends a DELETE's body without a length unless told: the server would read it as a
  // second request.
  if (request.body !== undefined) {
    headers['content-length'] = String(Buffer.byteLength(request.body));
  }
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers,
        agent,
        timeout: 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('request timed out (15 s)')));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** What a refusal must look like: JSON with a readable message and no internals. */
export function refusalProblem(response: RawResponse): string | undefined {
  if (response.status < 400 || response.status >= 500) return undefined;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `4xx without JSON (${type || 'no type'})`;
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    return '4xx body is not JSON';
  }
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message.trim() === '') return '4xx without a message';
  if (internalsPattern.test(message))
    return `4xx message leaks internals: ${message.slice(0, 200)}`;
  // A bare camelCase word is a message key that was never translated.
  if (/^[a-z]+[A-Z][A-Za-z0-9]*$/.test(message)) return `4xx with an untranslated key: ${message}`;
  return undefined;
}

/** Stack frames, SQL errors and driver names: never in an answer. */
const internalsPattern =
  /\n\s+at |\bat .+:\d+:\d+|Failed query|syntax error at|violates .* constraint|duplicate key|invalid input syntax|invalid byte sequence|relation "|column "|drizzle|PGlite|node_modules|TypeError|ReferenceError|Cannot read propert/i;

export function closeFuzzAgent(): void {
  agent.destroy();
}
