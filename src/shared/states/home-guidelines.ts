import {
  defaultHomeFacts,
  type FloodRisk,
  type Hazard,
  type HomeNoteCode,
  type HomeStateFacts,
  homeStateFacts,
} from './home-facts';
import { formatUsd } from './premium-scale';
import { type StateCode, stateCodes, toStateCode } from './state-names';

export * from './home-facts';

/** The spec's home guideline record (section 3); replacementCost only on the default record. */
export interface HomeGuideline {
  averagePremium: string;
  disasterCoverage: string;
  floodInsurance: string;
  otherRequirements: string[];
  replacementCost?: string;
}

export const hazardNames: Record<Hazard, string> = {
  hurricane: 'hurricanes',
  tornado: 'tornadoes',
  hail: 'hail',
  wildfire: 'wildfires',
  earthquake: 'earthquakes',
  winterStorm: 'winter storms',
  sinkhole: 'sinkholes',
};

export const homeTemplates = {
  disasterCoverage: 'Main risks here: {{hazards}}. Check how your policy covers each one.',
  disasterCoverageGeneric:
    'Check how your policy covers the natural disasters common where you live.',
  flood: {
    high: 'Strongly recommended: much of the state lies in flood zones, and standard home policies exclude flood. Buy NFIP or private flood cover; NFIP policies start after 30 days.',
    moderate:
      'Recommended near rivers and the coast: standard home policies exclude flood. NFIP policies start after 30 days.',
    low: 'Lower risk, but floods happen everywhere and standard home policies exclude them; lower-risk NFIP policies are inexpensive.',
  } satisfies Record<FloodRisk, string>,
  replacementCost:
    'Insure the home for its full replacement cost (the cost to rebuild), not its market value; replacement-cost cover pays without deducting depreciation.',
  notes: {
    lenderRequired: 'Not required by state law, but mortgage lenders require it.',
    windDeductible:
      'Coastal policies often carry a separate hurricane or windstorm deductible, a percentage of the dwelling limit.',
    windPool: 'Where private insurers decline, the {{name}} is the insurer of last resort.',
    fairPlan: 'If private insurers decline your home, the {{name}} offers basic fire coverage.',
    earthquakeExcluded:
      'Earthquake damage is excluded from standard policies; add an earthquake policy or endorsement.',
    californiaEarthquakeAuthority:
      'Earthquake damage is excluded from standard policies; the California Earthquake Authority (CEA) sells earthquake policies through insurers.',
    sinkhole:
      'Catastrophic ground cover collapse is covered by law; wider sinkhole coverage is optional.',
    mineSubsidence:
      'Mine subsidence coverage is available, and required or automatically included in some counties.',
    roofHail:
      'Hail claims on older roofs may be paid at actual cash value; check your roof settlement terms.',
    wildfireMitigation:
      'In wildfire areas insurers may ask for defensible space or decline homes; ask about mitigation discounts.',
    frozenPipes:
      'Keep the heat on: damage from frozen pipes may be excluded if a home is left unheated.',
    coverageGuidance:
      'Guidance: personal property at 50-70% of the dwelling limit, liability of at least $300,000, and additional living expenses at 20% of the dwelling limit.',
  } satisfies Record<HomeNoteCode, string>,
};

function listInEnglish(items: string[]): string {
  return new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(items);
}

export function toHomeGuideline(facts: HomeStateFacts): HomeGuideline {
  return {
    averagePremium: formatUsd(facts.averagePremium),
    disasterCoverage:
      facts.hazards.length > 0
        ? homeTemplates.disasterCoverage.replace(
            '{{hazards}}',
            listInEnglish(facts.hazards.map((hazard) => hazardNames[hazard])),
          )
        : homeTemplates.disasterCoverageGeneric,
    floodInsurance: homeTemplates.flood[facts.floodRisk],
    otherRequirements: facts.notes.map((item) =>
      homeTemplates.notes[item.code].replace('{{name}}', item.name ?? ''),
    ),
    ...(facts.replacementCost ? { replacementCost: homeTemplates.replacementCost } : {}),
  };
}

export const homeGuidelines = /* @__PURE__ */ Object.fromEntries(
  stateCodes.map((code) => [code, toHomeGuideline(homeStateFacts[code])]),
) as Record<StateCode, HomeGuideline>;

export const defaultHomeGuideline: HomeGuideline =
  /* @__PURE__ */ toHomeGuideline(defaultHomeFacts);

/** The record for a state code (any case); the default record for anything unknown. */
export function getHomeGuideline(state: string | null | undefined): HomeGuideline {
  const code = toStateCode(state);
  return code ? homeGuidelines[code] : defaultHomeGuideline;
}
