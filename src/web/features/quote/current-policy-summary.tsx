import { useTranslation } from 'react-i18next';
import type { CompactEstimateResult, QuoteInput } from '../../../shared/contracts/quotes';
import { coversAtLeast } from '../../../shared/cover-compare';
import { findInsurer } from '../../../shared/insurers';
import { useCoverDifferenceText } from '../../lib/cover-text';
import { useFormatters } from '../../lib/format';

/**
 * The results' first lines when the person told us about the policy they hold (issue 30): 'Your
 * policy today: $X a year with <carrier>', whether the estimates are priced at its cover and
 * where they cannot match it, and a saving only for the same cover; any other saving says
 * exactly what it compares.
 */
export function CurrentPolicySummary({
  input,
  result,
}: {
  input: QuoteInput | null;
  result: CompactEstimateResult;
}) {
  const { t } = useTranslation('quote');
  const { dollars } = useFormatters();
  const coverText = useCoverDifferenceText();
  const premium = input?.currentPremium;
  const currentCover = input && 'currentCover' in input ? input.currentCover : undefined;
  const matched = result.likeForLike;
  const cheapest = result.estimates.length
    ? Math.min(...result.estimates.map((estimate) => estimate.annual))
    : null;
  const carrier =
    currentCover?.carrierName || findInsurer(input?.currentInsurer)?.name || undefined;
  const sameCover = matched !== undefined && coversAtLeast(matched.differences);
  const savings =
    result.yearlySavings !== null && result.yearlySavings > 0 ? result.yearlySavings : null;

  if (!premium && !matched) return null;
  const differences = matched ? coverText(matched.differences, 'estimates') : [];
  return (
    <div data-testid="current-policy" className="mt-1 flex flex-col gap-0.5">
      {premium ? (
        <p className="text-lg font-semibold text-slate-900">
          {carrier
            ? t('cover.todayHeading', { price: dollars(premium), carrier })
            : t('cover.todayNoCarrier', { price: dollars(premium) })}
        </p>
      ) : null}
      {matched && (
        <p className="text-sm text-slate-800">
          {t('cover.likeForLike')}{' '}
          {differences.length === 0 ? t('cover.likeForLikeExact') : differences.join(' ')}
        </p>
      )}
      {savings !== null &&
        cheapest !== null &&
        (sameCover ? (
          <p className="text-lg font-bold text-green-800">
            {t('cover.savingsSame', { amount: dollars(savings) })}
          </p>
        ) : matched ? (
          <p className="text-sm text-slate-800">
            {t('cover.savingsDiffers', { amount: dollars(savings), cheapest: dollars(cheapest) })}
          </p>
        ) : (
          <p className="text-sm text-slate-800">
            {t('cover.savingsUnknownCover', { amount: dollars(savings) })}
          </p>
        ))}
    </div>
  );
}
