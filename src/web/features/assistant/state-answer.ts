import type { TFunction } from 'i18next';
import { autoStateFacts, formatThousands } from '../../../shared/states/auto-facts';
import { homeStateFacts } from '../../../shared/states/home-facts';
import { formatUsd } from '../../../shared/states/premium-scale';
import type { StateCode } from '../../../shared/states/state-names';

const short = (limits: readonly number[]) => limits.join('/');

/** Words an answer from the state tables (src/shared/states), in the reader's language. */
export function autoStateAnswer(t: TFunction, state: StateCode, stateName: string): string {
  const facts = autoStateFacts[state];
  const parts: string[] = [];
  if (facts.bodilyInjury) {
    const [perPerson, perAccident] = facts.bodilyInjury;
    const limits = [perPerson, perAccident, facts.propertyDamage];
    parts.push(
      t('assistant:answers.autoState', {
        state: stateName,
        limits: formatThousands(limits),
        short: short(limits),
        perPerson: formatThousands([perPerson]),
        perAccident: formatThousands([perAccident]),
        propertyDamage: formatThousands([facts.propertyDamage]),
      }),
    );
  } else {
    parts.push(
      t('assistant:answers.autoStateNoBi', {
        state: stateName,
        propertyDamage: formatThousands([facts.propertyDamage]),
      }),
    );
  }
  if (facts.uninsuredMotorist) {
    parts.push(
      t('assistant:answers.uninsured', { limits: formatThousands(facts.uninsuredMotorist) }),
    );
  }
  if (facts.pip === 'choice') parts.push(t('assistant:answers.pipChoice'));
  else if (facts.pip)
    parts.push(t('assistant:answers.pip', { limits: formatThousands(facts.pip) }));
  parts.push(t('assistant:answers.autoPremium', { premium: formatUsd(facts.averagePremium) }));
  return parts.join(' ');
}

export function homeStateAnswer(t: TFunction, state: StateCode, stateName: string): string {
  const facts = homeStateFacts[state];
  return [
    t('assistant:answers.homeState', {
      state: stateName,
      premium: formatUsd(facts.averagePremium),
    }),
    t(`location:home.flood.${facts.floodRisk}`),
  ].join(' ');
}
