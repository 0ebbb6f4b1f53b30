import { useTranslation } from 'react-i18next';
import { type CoverDifference, orderDifferences } from '../../shared/cover-compare';
import { formatDollars } from './format';

/**
 * Cover differences (shared/cover-compare.ts) in plain sentences, less cover first: lower limits
 * and higher deductibles, then what is left out, what could not be priced, then more cover. Used by
 * the results (estimates against the policy today) and the offer cards (an offer against the
 * estimates and the policy today). Texts live in the quote namespace under `cover`.
 */
const deductibleParts = new Set<CoverDifference['part']>(['comprehensive', 'collision']);

export function useCoverDifferenceText() {
  const { t, i18n } = useTranslation('quote');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const money = (amount: number) => formatDollars(amount, language);
  const list = (items: string[]) =>
    new Intl.ListFormat(language === 'es' ? 'es-US' : 'en-US', {
      style: 'long',
      type: 'conjunction',
    }).format(items);
  const part = (difference: CoverDifference) => t(`cover.part.${difference.part}`);

  /** One sentence per kind of difference, in the order of `orderDifferences`. */
  return (differences: readonly CoverDifference[], subject: 'offer' | 'estimates'): string[] => {
    const ordered = orderDifferences(differences);
    const sentences: string[] = [];
    const lower = ordered.flatMap((item) =>
      item.kind === 'lower'
        ? [
            t(deductibleParts.has(item.part) ? 'cover.changedDeductible' : 'cover.changed', {
              part: part(item),
              compared: money(item.compared),
              reference: money(item.reference),
            }),
          ]
        : [],
    );
    if (lower.length > 0) sentences.push(t(`cover.${subject}.lower`, { items: list(lower) }));
    const named = (kind: CoverDifference['kind']) =>
      ordered.filter((item) => item.kind === kind).map(part);
    const missing = named('missing');
    if (missing.length > 0) sentences.push(t(`cover.${subject}.missing`, { parts: list(missing) }));
    const notPriced = named('notPriced');
    if (notPriced.length > 0) {
      sentences.push(t(`cover.${subject}.notPriced`, { parts: list(notPriced) }));
    }
    const higher = ordered.flatMap((item) =>
      item.kind === 'higher'
        ? [
            t(deductibleParts.has(item.part) ? 'cover.changedDeductible' : 'cover.changed', {
              part: part(item),
              compared: money(item.compared),
              reference: money(item.reference),
            }),
          ]
        : [],
    );
    if (higher.length > 0) sentences.push(t(`cover.${subject}.higher`, { items: list(higher) }));
    const added = named('added');
    if (added.length > 0) sentences.push(t(`cover.${subject}.added`, { parts: list(added) }));
    return sentences;
  };
}
