import {
  type AutoNote,
  type AutoNoteCode,
  type AutoStateFacts,
  autoStateFacts,
  defaultAutoFacts,
  formatIsoDate,
  formatThousands,
} from './auto-facts';
import { formatUsd } from './premium-scale';
import { type StateCode, stateCodes, toStateCode } from './state-names';

export * from './auto-facts';

/** The spec's auto requirement record (section 3); amounts are display strings in US dollars. */
export interface AutoRequirement {
  liabilityBI: string;
  liabilityPD: string;
  uninsuredMotorist?: string;
  PIP?: string;
  otherRequirements: string[];
  averagePremium: string;
}

/** English wording of each note; the browser words them through i18n (namespace `location`). */
export const autoNoteTemplates: Record<AutoNoteCode, string> = {
  proofOfInsurance: 'Keep proof of insurance in your vehicle.',
  noFault:
    'No-fault state: your own personal injury protection pays your medical costs first, whoever caused the crash.',
  tortChoice: 'You choose between limited and full rights to sue (tort option) when you buy.',
  biNotRequired:
    'Bodily injury liability is not required to register a car, but after a crash with injuries you may have to show $10,000/$20,000 of coverage.',
  insuranceOptional:
    'Insurance is not compulsory, but you must be able to pay for damage you cause; a policy you buy must meet these limits.',
  medPay: 'Medical payments coverage of at least {{amount}} is required.',
  michiganBodilyInjury:
    'Bodily injury limits default to $250,000/$500,000 unless you choose lower limits in writing.',
  michiganPpi: 'Property protection insurance (PPI) of $1 million is required.',
  minimumsRaised: 'These minimums took effect on {{date}}.',
  njBasicPolicy: 'A lower-cost Basic policy with smaller limits is also available.',
  pipWaivable: 'You may waive full PIP in writing.',
  umpd: 'Uninsured motorist property damage of {{amount}} is required.',
  pipOffer: 'Insurers must offer {{amount}} of PIP; you may reject it in writing.',
  umIncluded: 'Every policy includes uninsured/underinsured motorist coverage.',
  recommendedLimits: 'We recommend at least $100,000/$300,000/$100,000 of liability coverage.',
};

function describeAutoNote(item: AutoNote): string {
  return autoNoteTemplates[item.code]
    .replace('{{amount}}', item.amount === undefined ? '' : formatUsd(item.amount))
    .replace('{{date}}', item.date ? formatIsoDate(item.date) : '');
}

export function toAutoRequirement(facts: AutoStateFacts): AutoRequirement {
  return {
    liabilityBI: facts.bodilyInjury ? formatThousands(facts.bodilyInjury) : 'Not required',
    liabilityPD: formatThousands([facts.propertyDamage]),
    ...(facts.uninsuredMotorist
      ? { uninsuredMotorist: formatThousands(facts.uninsuredMotorist) }
      : {}),
    ...(facts.pip
      ? {
          PIP:
            facts.pip === 'choice'
              ? 'Required; you choose the medical coverage level'
              : formatThousands(facts.pip),
        }
      : {}),
    otherRequirements: facts.notes.map(describeAutoNote),
    averagePremium: formatUsd(facts.averagePremium),
  };
}

/** The 51 records of spec section 3, in English. */
export const autoRequirements = /* @__PURE__ */ Object.fromEntries(
  stateCodes.map((code) => [code, toAutoRequirement(autoStateFacts[code])]),
) as Record<StateCode, AutoRequirement>;

export const defaultAutoRequirement: AutoRequirement =
  /* @__PURE__ */ toAutoRequirement(defaultAutoFacts);

/** The record for a state code (any case); the default record for anything unknown. */
export function getAutoRequirement(state: string | null | undefined): AutoRequirement {
  const code = toStateCode(state);
  return code ? autoRequirements[code] : defaultAutoRequirement;
}
