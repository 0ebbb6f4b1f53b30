import { type StateCode, stateCodes, stateNames } from '../../../shared/states/state-names';

/** One passage of the product's own knowledge: a FAQ, a coverage explanation, a tip. */
export interface KnowledgeEntry {
  id: string;
  title: string;
  text: string;
}

export type Answer =
  | { kind: 'autoState'; state: StateCode }
  | { kind: 'homeState'; state: StateCode }
  | { kind: 'entry'; entry: KnowledgeEntry }
  | { kind: 'unknown' };

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const stopWords = new Set(
  (
    'a an the is are am be of in on at to for and or my i me do does did what which how much many ' +
    'can could should would will with your you it its this that there about from by as if need ' +
    'el la los las un una de del en y o mi mis que cual cuanto cuanta como es son para por con ' +
    'se su sus lo al necesito puedo debo hay'
  ).split(' '),
);

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('es')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s')) return word.slice(0, -1);
  return word;
}

export function tokenize(text: string): string[] {
  return normalize(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !stopWords.has(word))
    .map(stem);
}

const homeWords = new Set(
  [
    'home',
    'house',
    'homeowner',
    'flood',
    'hurricane',
    'disaster',
    'hogar',
    'casa',
    'vivienda',
    'inundacion',
    'propietario',
  ].map(stem),
);
const autoWords = new Set(
  [
    'auto',
    'car',
    'vehicle',
    'liability',
    'minimum',
    'driver',
    'drive',
    'pip',
    'uninsured',
    'carro',
    'coche',
    'vehiculo',
    'responsabilidad',
    'minima',
    'minimo',
    'conducir',
  ].map(stem),
);

/**
 * The state a question names: a full name (English, or the reader's language) as whole words, the
 * longest first so "West Virginia" wins over "Virginia", or a two-letter code written in capitals.
 */
export function findState(
  question: string,
  localizedNames: Partial<Record<StateCode, string>> = {},
): StateCode | undefined {
  const text = ` ${normalize(question).replace(/[^a-z0-9]+/g, ' ')} `;
  const candidates = stateCodes
    .flatMap((code) => [stateNames[code], localizedNames[code]].map((name) => ({ code, name })))
    .filter((candidate): candidate is { code: StateCode; name: string } => Boolean(candidate.name))
    .map(({ code, name }) => ({
      code,
      name: normalize(name)
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
    }))
    .sort((a, b) => b.name.length - a.name.length);
  const byName = candidates.find((candidate) => text.includes(` ${candidate.name} `));
  if (byName) return byName.code;
  for (const match of question.matchAll(/\b([A-Z]{2})\b/g)) {
    const code = match[1] as StateCode;
    if (stateCodes.includes(code)) return code;
  }
  return undefined;
}

/**
 * Answers from the product's own knowledge: state questions from the state tables, everything
 * else by the best-scoring passage (title words weigh double, rarer words weigh more).
 */
export function answerQuestion(
  question: string,
  entries: KnowledgeEntry[],
  localizedNames: Partial<Record<StateCode, string>> = {},
): Answer {
  const tokens = tokenize(question);
  const state = findState(question, localizedNames);
  if (state) {
    const isHome = tokens.some((token) => homeWords.has(token));
    const isAuto = tokens.some((token) => autoWords.has(token));
    return { kind: isHome && !isAuto ? 'homeState' : 'autoState', state };
  }
  if (tokens.length === 0) return { kind: 'unknown' };

  const indexed = entries.map((entry) => ({
    entry,
    title: new Set(tokenize(entry.title)),
    text: new Set(tokenize(entry.text)),
  }));
  const documentFrequency = (token: string) =>
    indexed.filter((item) => item.title.has(token) || item.text.has(token)).length;
  const weights = new Map(
    [...new Set(tokens)].map((token) => {
      const frequency = documentFrequency(token);
      return [token, frequency === 0 ? 0 : Math.log(1 + indexed.length / frequency)];
    }),
  );
  let best: { entry: KnowledgeEntry; score: number; matched: number } | undefined;
  for (const item of indexed) {
    let score = 0;
    let matched = 0;
    for (const [token, weight] of weights) {
      if (item.title.has(token)) score += 2 * weight;
      else if (item.text.has(token)) score += weight;
      else continue;
      matched += 1;
    }
    if (!best || score > best.score) best = { entry: item.entry, score, matched };
  }
  // At least half of the question's words must appear, so unrelated questions are not guessed at.
  const isRelevant = best && best.score >= 2 && best.matched * 2 >= weights.size;
  return best && isRelevant ? { kind: 'entry', entry: best.entry } : { kind: 'unknown' };
}

/** Page furniture, not knowledge. */
const skippedSections = new Set(['seo', 'hero', 'closing', 'state', 'widget']);

/**
 * Passages from a namespace catalogue: every object with question/answer (FAQs) or title/body
 * (coverages, tips, types) becomes one entry.
 */
export function entriesFromCatalog(
  namespace: string,
  catalog: unknown,
  path = '',
): KnowledgeEntry[] {
  if (!catalog || typeof catalog !== 'object') return [];
  const record = catalog as Record<string, unknown>;
  const id = `${namespace}:${path}`;
  if (typeof record.question === 'string' && typeof record.answer === 'string') {
    return [{ id, title: record.question, text: record.answer }];
  }
  if (typeof record.title === 'string' && typeof record.body === 'string') {
    return [{ id, title: record.title, text: record.body }];
  }
  return Object.entries(record).flatMap(([key, value]) =>
    path === '' && skippedSections.has(key)
      ? []
      : entriesFromCatalog(namespace, value, path ? `${path}.${key}` : key),
  );
}
