import { useTranslation } from 'react-i18next';
import {
  type AutoNote,
  autoStateFacts,
  formatIsoDate,
  formatThousands,
} from '../../../shared/states/auto-facts';
import { formatUsd } from '../../../shared/states/premium-scale';
import { localeOf } from '../../lib/format';
import { Fact, FactSection, type FactsBodyProps } from './fact';

export function AutoRequirementsBody({ state, headingLevel }: FactsBodyProps) {
  const { t, i18n } = useTranslation(['location', 'common']);
  const facts = autoStateFacts[state];
  const locale = localeOf(i18n.language);
  const describeNote = (note: AutoNote) =>
    t(`auto.notes.${note.code}`, {
      amount: note.amount === undefined ? '' : formatUsd(note.amount),
      date: note.date ? formatIsoDate(note.date, locale) : '',
    });
  const [perPerson, perAccident] = facts.bodilyInjury ?? [];

  return (
    <>
      <FactSection headingLevel={headingLevel} heading={t('panel.requiredCoverage')}>
        <dl className="mt-2">
          <Fact label={t('auto.bodilyInjury')}>
            {perPerson !== undefined && perAccident !== undefined
              ? t('auto.bodilyInjuryValue', {
                  perPerson: formatThousands([perPerson]),
                  perAccident: formatThousands([perAccident]),
                })
              : t('auto.bodilyInjuryNotRequired')}
          </Fact>
          <Fact label={t('auto.propertyDamage')}>{formatThousands([facts.propertyDamage])}</Fact>
          {facts.uninsuredMotorist && (
            <Fact label={t('auto.uninsuredMotorist')}>
              {formatThousands(facts.uninsuredMotorist)}
            </Fact>
          )}
          {facts.pip && (
            <Fact label={t('auto.pip')}>
              {facts.pip === 'choice' ? t('auto.pipChoice') : formatThousands(facts.pip)}
            </Fact>
          )}
        </dl>
      </FactSection>
      <FactSection headingLevel={headingLevel} heading={t('panel.additionalInformation')}>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {facts.notes.map((note) => (
            <li key={note.code}>{describeNote(note)}</li>
          ))}
          {/* The spec's recommendation (section 9) applies in every state. */}
          <li>{describeNote({ code: 'recommendedLimits' })}</li>
        </ul>
        <dl className="mt-3">
          <Fact label={t('panel.averagePremium')}>{formatUsd(facts.averagePremium)}</Fact>
        </dl>
        <p className="mt-1 text-sm text-slate-700">{t('panel.autoPremiumBasis')}</p>
      </FactSection>
    </>
  );
}
