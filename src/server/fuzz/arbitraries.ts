/**
 * fast-check arbitraries for the hostile-input tests: strings and JSON a hostile client sends,
 * values shaped by a route's own zod schema (so most cases get past validation and reach the
 * handler with hostile text inside), path segments, query strings and headers.
 */
import fc from 'fast-check';
import type { z } from 'zod';

/**
 * The fuzz runs one fixed seed by default, so CI sees the same cases on every run and a failure
 * is a change in the code, not in the dice; `FUZZ_SEED=<n>` (or `random`) explores other cases,
 * and a failure prints the seed and path that reproduce it.
 */
export const fuzzSeed =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 20261124);

/** Texts that break naive code: markup, templates, control and bidi characters, SQL, paths. */
export const hostileTexts = [
  '',
  ' ',
  '</script><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  '{{constructor.constructor("alert(1)")()}}',
  ['$', '{7*7}'].join(''),
  'line\r\nSet-Cookie: injected=1',
  'line\r\n\r\n<html>',
  'a\u2028b\u2029c',
  'nul\u0000byte',
  '\u0000',
  '\ud800',
  'lone \udfff low',
  '\u202eevil\u202c',
  'zero\u200bwidth\ufeff',
  '👩‍👩‍👧‍👦🦁🏳️‍🌈',
  'e\u0301\u0301\u0301',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '../../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '99999999999999999999999999999999',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '\\',
  '"',
  'x'.repeat(5_000),
  'é'.repeat(2_000),
] as const;

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileTexts) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...hostileTexts), fc.string({ maxLength: 10 }))
      .map(([hostile, text]) => `${text}${hostile}${text}`),
  },
);

/** Numbers at and past the edges JSON can carry. */
const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    -0,
    2 ** 31,
    2 ** 53 + 1,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const pollutingKeys = ['__proto__', 'constructor', 'prototype'] as const;

/** An object whose keys try to reach Object.prototype. */
const pollutingObject: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(fc.constantFrom(...pollutingKeys), fc.constantFrom(...pollutingKeys))
  .map(([outer, inner]) => JSON.parse(`{"${outer}":{"${inner}":{"polluted":true}},"a":1}`));

/** Arrays or objects nested `depth` deep. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 50, max: 1_000 }), fc.boolean())
  .map(([depth, asArrays]) =>
    JSON.parse(asArrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : deepObjectText(depth)),
  );

function deepObjectText(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Bodies aimed at particular rules (from the first, leads-only fuzz): limits, numbers, ids. */
const aimedBodies = fc.constantFrom<unknown>(
  { agentIds: Array.from({ length: 50 }, () => '00000000-0000-4000-8000-000000000000') },
  { premium: Number.MAX_VALUE, period: 'monthly', coverages: [], deductible: 0, termMonths: 1 },
  {
    npn: '\u0000\u202e1234',
    licences: [{ state: 'TX\u0000', lines: ['auto'] }],
    languages: ['en'],
  },
  { reason: '\ud800'.repeat(10) },
  { token: '../../etc/passwd' },
  { mode: 'auto', agentIds: [] },
  { seq: -1 },
  { seq: Number.MAX_SAFE_INTEGER + 2 },
);

/** Any JSON value, from plain to hostile. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 1, arbitrary: aimedBodies },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: hostileText },
  { weight: 1, arbitrary: hostileNumber },
  { weight: 1, arbitrary: pollutingObject },
  { weight: 1, arbitrary: deeplyNested },
  {
    weight: 2,
    arbitrary: fc.dictionary(
      fc.oneof(fc.constantFrom(...pollutingKeys, 'id', 'userId', 'role'), fc.string()),
      fc.oneof(hostileText, hostileNumber, fc.constant(null), fc.boolean()),
      { maxKeys: 6 },
    ),
  },
);

export interface IdPool {
  /** Ids of rows that exist (the caller's own and others'), to reach past the 404s. */
  ids: string[];
  /** The same ids by kind ('quote', 'lead', 'conversation', ...), for fields and params named so. */
  byKind?: Record<string, string[]>;
}

/** The ids of the kind a field or path names (`leadId`, `/leads/:id`), else every id. */
export function idsFor(pool: IdPool, name: string | undefined): string[] {
  const kind = name?.replace(/Id$/, '').replace(/ies$/, 'y').replace(/s$/, '').toLowerCase();
  const known = kind ? pool.byKind?.[kind] : undefined;
  return known?.length ? known : pool.ids;
}

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

interface Check {
  _zod: { def: Record<string, unknown> & { check: string } };
}

function checksOf(schema: AnySchema): Check[] {
  return (schema._zod.def.checks as Check[] | undefined) ?? [];
}

function stringArbitrary(schema: AnySchema, pool: IdPool, name?: string): fc.Arbitrary<string> {
  const def = schema._zod.def;
  const options: Array<fc.WeightedArbitrary<string>> = [{ weight: 1, arbitrary: hostileText }];
  if (def.format === 'uuid' || def.format === 'guid') {
    const ids = idsFor(pool, name);
    if (ids.length > 0) options.push({ weight: 12, arbitrary: fc.constantFrom(...ids) });
    options.push({ weight: 1, arbitrary: fc.uuid() });
  } else if (def.format === 'email') {
    options.push({
      weight: 3,
      arbitrary: fc.nat().map((n) => `fuzz.${n}.${Date.now()}@example.com`),
    });
  } else if (def.pattern instanceof RegExp && def.format !== 'regex') {
    options.push({ weight: 3, arbitrary: fc.stringMatching(def.pattern) });
  }
  let maxLength = 60;
  let minLength = 0;
  for (const check of checksOf(schema)) {
    const checkDef = check._zod.def;
    if (checkDef.check === 'string_format' && checkDef.pattern instanceof RegExp) {
      options.push({ weight: 3, arbitrary: fc.stringMatching(checkDef.pattern) });
    }
    if (checkDef.check === 'max_length') maxLength = Math.min(Number(checkDef.maximum), 200);
    if (checkDef.check === 'min_length') minLength = Math.min(Number(checkDef.minimum), maxLength);
  }
  // Plain text of an allowed length, salted with one hostile text that usually fits.
  options.push({
    weight: 5,
    arbitrary: fc
      .tuple(
        fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 30)) }),
        fc.constantFrom(...hostileTexts.filter((text) => text.length < 60)),
      )
      .map(([text, hostile]) => `${hostile}${text}`.slice(0, maxLength).padEnd(minLength, 'x')),
  });
  return fc.oneof(...options);
}

function numberArbitrary(schema: AnySchema): fc.Arbitrary<number> {
  let min = -1_000;
  let max = 1_000;
  for (const check of checksOf(schema)) {
    const checkDef = check._zod.def;
    if (checkDef.check === 'greater_than') min = Number(checkDef.value);
    if (checkDef.check === 'less_than') max = Number(checkDef.value);
  }
  const within =
    Number.isFinite(min) && Number.isFinite(max) && min <= max
      ? fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) })
      : fc.integer();
  return fc.oneof({ weight: 3, arbitrary: within }, { weight: 1, arbitrary: hostileNumber });
}

/**
 * Values shaped like `schema` (a zod 4 schema): right keys and types, hostile texts and edge
 * numbers inside, and now and then a wrong type or an extra polluting key.
 */
export function shapedBy(
  schema: unknown,
  pool: IdPool,
  depth = 0,
  name?: string,
): fc.Arbitrary<unknown> {
  const shaped = shapedInner(schema as AnySchema, pool, depth, name);
  if (depth > 6) return shaped;
  return fc.oneof({ weight: 12, arbitrary: shaped }, { weight: 1, arbitrary: hostileJson });
}

function shapedInner(
  schema: AnySchema,
  pool: IdPool,
  depth: number,
  name?: string,
): fc.Arbitrary<unknown> {
  const def = schema?._zod?.def;
  if (!def || depth > 8) return hostileJson;
  const inner = (child: unknown, childName = name) => shapedBy(child, pool, depth + 1, childName);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const keys = Object.keys(shape);
      const record = fc.record(
        Object.fromEntries(keys.map((key) => [key, inner(shape[key], key)])) as Record<
          string,
          fc.Arbitrary<unknown>
        >,
        { requiredKeys: keys.filter((key) => !isOptional(shape[key])) },
      );
      return fc.oneof(
        { weight: 6, arbitrary: record },
        {
          weight: 1,
          arbitrary: fc
            .tuple(record, pollutingObject)
            .map(([value, extra]) => Object.assign(extra, value)),
        },
      );
    }
    case 'string':
      return stringArbitrary(schema, pool, name);
    case 'number':
    case 'int':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 1, null));
    case 'bigint':
      return fc.bigInt().map(String);
    case 'enum': {
      const values = Object.values(def.entries as Record<string, string | number>);
      return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...values) }, hostileText);
    }
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array': {
      let maxLength = 4;
      for (const check of checksOf(schema)) {
        if (check._zod.def.check === 'max_length') {
          maxLength = Math.min(Number(check._zod.def.maximum) + 1, 8);
        }
      }
      return fc.array(inner(def.element), { maxLength });
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((item) => inner(item)));
    case 'record':
      return fc.dictionary(hostileText, inner(def.valueType), { maxKeys: 4 });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.oneof(
        { weight: 6, arbitrary: inner(def.innerType) },
        { weight: 1, arbitrary: fc.constant(def.type === 'nullable' ? null : undefined) },
      );
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => inner(option)));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([left, right]) =>
          left && right && typeof left === 'object' && typeof right === 'object'
            ? { ...left, ...right }
            : left,
        );
    case 'pipe':
      return inner((def.in as AnySchema)._zod.def.type === 'transform' ? def.out : def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'null':
      return fc.constant(null);
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    default:
      return hostileJson;
  }
}

function isOptional(schema: unknown): boolean {
  const type = (schema as AnySchema)?._zod?.def?.type;
  return type === 'optional' || type === 'default' || type === 'prefault';
}

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate becomes U+FFFD's bytes). */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** A path segment where an id belongs: real ids, other uuids, and what is not an id at all. */
export function pathSegment(pool: IdPool, name?: string): fc.Arbitrary<string> {
  const ids = idsFor(pool, name);
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...(ids.length ? ids : ['x'])) },
    { weight: 1, arbitrary: fc.constantFrom(...(pool.ids.length ? pool.ids : ['x'])) },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.constantFrom(
          '..%2f..%2fetc%2fpasswd',
          '..',
          '%00',
          '%2e%2e',
          'null',
          'undefined',
          '-1',
          '0',
          '1e309',
          '__proto__',
          'constructor',
          '%E2%80%AE',
          '%ED%A0%80',
          '%F0%9F%A6%81',
          '00000000-0000-0000-0000-000000000000',
          'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
          `${'a'.repeat(4_000)}`,
          '%25%30%30',
        ),
        hostileText.map((text) => percentEncode(text.slice(0, 200))),
      ),
    },
  );
}

/** A raw query string (without `?`): the route's own keys with odd values, repeats and junk. */
export function queryString(schema: unknown, pool: IdPool): fc.Arbitrary<string> {
  const shape = ((schema as AnySchema)?._zod?.def?.shape ?? {}) as Record<string, unknown>;
  const keys = [...Object.keys(shape), 'limit', 'offset', 'status', 'since', 'before', 'q'];
  const value = fc.oneof(
    hostileText.map((text) => percentEncode(text.slice(0, 300))),
    fc.constantFrom('-1', '0', '1e309', 'NaN', '99999999999999999999', '%00', '1.5', '', '%'),
    fc.constantFrom(...(pool.ids.length ? pool.ids : ['x'])),
  );
  const pair = fc.oneof(
    fc.tuple(fc.constantFrom(...keys), value).map(([key, text]) => `${key}=${text}`),
    fc.constantFrom(
      '__proto__[polluted]=1',
      'constructor[prototype][polluted]=1',
      '__proto__=x',
      'a[b][c]=1',
      '&&&',
      '=',
      '%',
    ),
  );
  return fc.array(pair, { maxLength: 5 }).map((pairs) => pairs.join('&'));
}

/** Header values a client can put on the wire (no CR, LF or NUL: Node refuses to send them). */
const headerText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map(String.fromCharCode), maxLength: 80 }),
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(6_000),
    '\u00e9\u00ff\u00a0',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
  ),
);

export interface HostileHeaders {
  acceptLanguage?: string;
  extraCookie?: string;
  idempotencyKey?: string;
  badOrigin?: boolean;
  forwardedFor?: string;
  contentTypeCharset?: string;
}

export const hostileHeaders: fc.Arbitrary<HostileHeaders> = fc.record(
  {
    acceptLanguage: fc.oneof(
      headerText,
      fc.constantFrom('es', 'es-MX;q=0.9', '*', 'es;q=abc,,,;', 'zz', `${'es,'.repeat(500)}`),
    ),
    extraCookie: fc.oneof(
      headerText.map((text) => `junk=${percentEncode(text)}`),
      fc.constantFrom('=;;=', 'a', '%%%', 'lion_session=', `big=${'c'.repeat(7_000)}`),
    ),
    idempotencyKey: headerText,
    badOrigin: fc.constantFrom(false, false, false, false, true),
    forwardedFor: fc.constantFrom('1.2.3.4', 'garbage', '::1, 999.1.1.1', '', 'unknown'),
    contentTypeCharset: fc.constantFrom('utf-8', 'latin1', 'bogus', 'utf-16'),
  },
  { requiredKeys: [] },
);
