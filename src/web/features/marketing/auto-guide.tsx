import { useTranslation } from 'react-i18next';
import { FaqSection } from './faq-section';
import { CardSection } from './insurance-sections';
import { keyedTexts } from './keyed';
import { SectionHeading } from './section-heading';

/** Ten coverages: liability and, in some states, UM and PIP are required; the rest optional. */
export const requiredAutoCoverages = ['bodilyInjury', 'propertyDamage'] as const;
export const someStatesAutoCoverages = ['uninsuredMotorist', 'pip'] as const;
export const optionalAutoCoverages = [
  'collision',
  'comprehensive',
  'medicalPayments',
  'underinsuredMotorist',
  'gap',
  'rental',
] as const;
export const autoFaqKeys = [
  'cost',
  'minimum',
  'fullCoverage',
  'factors',
  'noFault',
  'switch',
] as const;
export const autoTipKeys = [
  'compare',
  'bundle',
  'deductible',
  'record',
  'credit',
  'discounts',
] as const;

/** Coverage explained (required versus optional) and saving tips; loaded when reached. */
export default function AutoCoverageGuide() {
  const { t } = useTranslation(['insuranceAutoGuide', 'marketing']);
  const coverageText = (key: string, badge: string) => ({
    key,
    title: t(`insuranceAutoGuide:coverage.${key}.title`),
    body: t(`insuranceAutoGuide:coverage.${key}.body`),
    badge,
  });
  const groups = [
    {
      id: 'coverage-required',
      title: t('insuranceAutoGuide:coverage.requiredGroup'),
      items: [
        ...requiredAutoCoverages.map((key) => coverageText(key, t('marketing:required'))),
        ...someStatesAutoCoverages.map((key) =>
          coverageText(key, t('marketing:requiredSomeStates')),
        ),
      ],
    },
    {
      id: 'coverage-optional',
      title: t('insuranceAutoGuide:coverage.optionalGroup'),
      items: optionalAutoCoverages.map((key) => coverageText(key, t('marketing:optional'))),
    },
  ];

  return (
    <>
      <section aria-labelledby="coverage-explained" className="px-4 py-14">
        <SectionHeading
          id="coverage-explained"
          title={t('insuranceAutoGuide:coverage.title')}
          intro={t('insuranceAutoGuide:coverage.intro')}
        />
        <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-2">
          {groups.map((group) => (
            <div key={group.id}>
              <h3 id={group.id} className="text-xl font-semibold text-slate-900">
                {group.title}
              </h3>
              <ul aria-labelledby={group.id} className="mt-4 space-y-3">
                {group.items.map((item) => (
                  <li key={item.key} className="rounded-lg border border-slate-200 bg-white p-4">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                      {item.title}
                      <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                        {item.badge}
                      </span>
                    </p>
                    <p className="mt-1 text-slate-700">{item.body}</p>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <CardSection
        id="saving-tips"
        tone="white"
        title={t('marketing:tipsTitle')}
        columns="lg:grid-cols-3"
        items={keyedTexts(t, 'insuranceAutoGuide:tips', autoTipKeys, ['title', 'body']).map(
          (tip) => ({ ...tip, icon: 'lightbulb' as const }),
        )}
      />
    </>
  );
}

/** The six auto FAQs, with their schema-faq block. */
export function AutoFaq() {
  const { t } = useTranslation('insuranceAutoGuide');
  return <FaqSection items={keyedTexts(t, 'faq', autoFaqKeys, ['question', 'answer'])} />;
}
