import { useTranslation } from 'react-i18next';
import { homeStateFacts } from '../../../shared/states/home-facts';
import { formatUsd } from '../../../shared/states/premium-scale';
import { Fact, FactSection, type FactsBodyProps } from './fact';

export function HomeGuidelinesBody({ state, headingLevel }: FactsBodyProps) {
  const { t, i18n } = useTranslation(['location', 'common']);
  const facts = homeStateFacts[state];
  const [lenderNote, ...otherNotes] = facts.notes;
  const hazardList = new Intl.ListFormat(i18n.language.startsWith('es') ? 'es' : 'en', {
    style: 'long',
    type: 'conjunction',
  }).format(facts.hazards.map((hazard) => t(`home.hazards.${hazard}`)));

  return (
    <>
      <FactSection headingLevel={headingLevel} heading={t('panel.requiredCoverage')}>
        {lenderNote && <p className="mt-2 text-slate-800">{t(`home.notes.${lenderNote.code}`)}</p>}
        <dl className="mt-2">
          <Fact label={t('home.disasterCoverage')} stacked>
            {facts.hazards.length > 0
              ? t('home.disasterCoverageValue', { hazards: hazardList })
              : t('home.disasterCoverageGeneric')}
          </Fact>
          <Fact label={t('home.floodInsurance')} stacked>
            {t(`home.flood.${facts.floodRisk}`)}
          </Fact>
        </dl>
      </FactSection>
      <FactSection headingLevel={headingLevel} heading={t('panel.additionalInformation')}>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {otherNotes.map((note) => (
            <li key={note.code}>{t(`home.notes.${note.code}`, { name: note.name ?? '' })}</li>
          ))}
          {/* The spec's general guidance (section 9) applies in every state. */}
          <li>{t('home.notes.coverageGuidance')}</li>
        </ul>
        <dl className="mt-3">
          <Fact label={t('home.replacementCost')} stacked>
            {t('home.replacementCostValue')}
          </Fact>
          <Fact label={t('panel.averagePremium')}>{formatUsd(facts.averagePremium)}</Fact>
        </dl>
        <p className="mt-1 text-sm text-slate-700">{t('panel.homePremiumBasis')}</p>
      </FactSection>
    </>
  );
}
