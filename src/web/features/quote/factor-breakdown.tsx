import { useTranslation } from 'react-i18next';
import type { Estimate } from '../../../shared/contracts/quotes';
import { useFormatters } from '../../lib/format';

const multiplierFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/**
 * 'Why this price?': every factor of the estimate with the answer it came from, its multiplier
 * and its source. The first factor, `base`, is the state's yearly base premium in dollars.
 */
export function FactorBreakdown({ estimate, name }: { estimate: Estimate; name: string }) {
  const { t, i18n } = useTranslation('quote');
  const { dollars } = useFormatters();
  const factorName = (key: string) =>
    i18n.exists(`quote:factors.${key}`) ? t(`factors.${key}`) : key;
  // Words the engine reports as answers ('clean', 'not rated') are translated; figures are not.
  const answer = (value: string) =>
    /^[a-z_ ()]+$/.test(value) && i18n.exists(`quote:answers.${value}`)
      ? t(`answers.${value}`)
      : value;

  return (
    <div className="mt-3">
      <table className="w-full text-left text-sm [overflow-wrap:anywhere]">
        <caption className="mb-2 text-left font-semibold text-slate-900">
          {t('breakdown.caption', { carrier: name })}
        </caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1 pr-2">
              {t('breakdown.factor')}
            </th>
            <th scope="col" className="py-1 pr-2">
              {t('breakdown.answer')}
            </th>
            <th scope="col" className="py-1 pr-2">
              {t('breakdown.multiplier')}
            </th>
            <th scope="col" className="py-1">
              {t('breakdown.source')}
            </th>
          </tr>
        </thead>
        <tbody>
          {estimate.factors.map((factor) => (
            <tr
              key={`${factor.name}:${factor.value}`}
              className="border-b border-slate-100 align-top"
            >
              <th scope="row" className="py-1 pr-2 font-medium">
                {factorName(factor.name)}
              </th>
              <td className="py-1 pr-2">{answer(factor.value)}</td>
              <td className="py-1 pr-2 whitespace-nowrap">
                {factor.name === 'base'
                  ? t('breakdown.perYear', { amount: dollars(factor.multiplier) })
                  : `×${multiplierFormat.format(factor.multiplier)}`}
              </td>
              <td className="py-1 text-slate-700">{factor.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
