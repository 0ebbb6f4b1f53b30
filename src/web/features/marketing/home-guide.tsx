import { useTranslation } from 'react-i18next';
import { FaqSection } from './faq-section';
import { Icon } from './icon';
import type { IconName } from './icon-names';
import { CardSection } from './insurance-sections';
import { keyedTexts } from './keyed';
import { SectionHeading } from './section-heading';

const coverageIcons = {
  dwelling: 'house',
  otherStructures: 'building',
  personalProperty: 'key-round',
  personalLiability: 'scale',
  additionalLiving: 'briefcase-business',
  medicalPayments: 'heart-pulse',
} as const satisfies Record<string, IconName>;
export const homeFaqKeys = [
  'lowestRates',
  'premiumFactors',
  'whatCovered',
  'howMuchCoverage',
  'flood',
  'replacementCost',
] as const;
export const homeCoverageListKeys = [
  'fire',
  'wind',
  'lightning',
  'theft',
  'vandalism',
  'fallingObjects',
  'iceSnow',
  'water',
  'explosion',
  'liability',
] as const;
export const homeTipKeys = ['bundle', 'security', 'deductible', 'credit'] as const;
const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T & string)[];

/** The six-coverage explainer and the saving tips; loaded when reached. */
export default function HomeCoverageGuide() {
  const { t } = useTranslation(['insuranceHomeGuide', 'marketing']);
  return (
    <>
      <CardSection
        id="home-coverage"
        title={t('insuranceHomeGuide:coverage.title')}
        intro={t('insuranceHomeGuide:coverage.intro')}
        columns="lg:grid-cols-3"
        items={keyedTexts(t, 'insuranceHomeGuide:coverage', keysOf(coverageIcons), [
          'title',
          'body',
        ]).map((item) => ({ ...item, icon: coverageIcons[item.key] }))}
      />
      <CardSection
        id="home-tips"
        tone="white"
        title={t('marketing:tipsTitle')}
        items={keyedTexts(t, 'insuranceHomeGuide:tips', homeTipKeys, ['title', 'body']).map(
          (tip) => ({ ...tip, icon: 'lightbulb' as const }),
        )}
      />
    </>
  );
}

/** The six home FAQs, with their schema-faq block, and the ten-item coverage list. */
export function HomeFaq() {
  const { t } = useTranslation('insuranceHomeGuide');
  const coverageList = homeCoverageListKeys.map((key) => t(`coverageList.${key}`));
  return (
    <>
      <FaqSection items={keyedTexts(t, 'faq', homeFaqKeys, ['question', 'answer'])} />
      <section aria-labelledby="coverage-list" className="bg-white px-4 py-14">
        <SectionHeading id="coverage-list" title={t('coverageList.title')} />
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
          {coverageList.map((item) => (
            <li key={item} className="flex items-center gap-3 text-slate-800">
              <Icon name="circle-check" size={20} className="shrink-0 text-green-700" />
              {item}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
