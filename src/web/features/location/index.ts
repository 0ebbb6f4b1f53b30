/** Public API of the location feature: the pages place these components. */

export type {
  AutoRequirement,
  HomeGuideline,
  StateCode,
} from '../../../shared/states';
export {
  autoRequirements,
  defaultAutoRequirement,
  defaultHomeGuideline,
  getAutoRequirement,
  getHomeGuideline,
  homeGuidelines,
  stateCodes,
  stateMainCities,
  stateNames,
} from '../../../shared/states';
export { AutoRequirementsPanel } from './auto-requirements-panel';
export { HomeGuidelinesPanel } from './home-guidelines-panel';
export { stateSelectedEvent } from './location-constants';
export { broadcastStateSelected, type StateSelectedDetail } from './location-store';
export { StateSelector, type StateSelectorProps } from './state-selector';
export { type UseDetectedStateOptions, useDetectedState } from './use-detected-state';
