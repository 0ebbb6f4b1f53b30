import {
  type PipelineAge,
  type PipelineSort,
  type PipelineStage,
  pipelineAges,
  pipelineSorts,
  pipelineStages,
} from '../../../shared/contracts/pipeline';
import { type InsuranceType, insuranceTypes } from '../../../shared/insurance-types';

/** The pipeline's view and filters, as the address keeps them (a bookmark opens the same view). */
export interface PipelineFilters {
  stage?: PipelineStage;
  line?: InsuranceType;
  state?: string;
  age?: PipelineAge;
  unread?: boolean;
  expiring?: boolean;
  overdue?: boolean;
  q?: string;
  sort: PipelineSort;
}

export type PipelineView = 'board' | 'list';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Reads the filters from the address; anything unknown is left out, never sent. */
export function readFilters(params: URLSearchParams): PipelineFilters {
  const state = params.get('state')?.toUpperCase();
  return {
    stage: oneOf(pipelineStages, params.get('stage')),
    line: oneOf(insuranceTypes, params.get('line')),
    state: state && /^[A-Z]{2}$/.test(state) ? state : undefined,
    age: oneOf(pipelineAges, params.get('age')),
    unread: params.get('unread') === '1' || undefined,
    expiring: params.get('expiring') === '1' || undefined,
    overdue: params.get('overdue') === '1' || undefined,
    q: params.get('q')?.slice(0, 100) || undefined,
    sort: oneOf(pipelineSorts, params.get('sort')) ?? 'newest',
  };
}

export const readView = (params: URLSearchParams): PipelineView =>
  params.get('view') === 'list' ? 'list' : 'board';

const filterKeys = [
  'stage',
  'line',
  'state',
  'age',
  'unread',
  'expiring',
  'overdue',
  'q',
  'sort',
] as const;

/** Writes the filters into the address, leaving its other parameters (the portal's tab) alone. */
export function writeFilters(params: URLSearchParams, filters: PipelineFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of filterKeys) next.delete(key);
  if (filters.stage) next.set('stage', filters.stage);
  if (filters.line) next.set('line', filters.line);
  if (filters.state) next.set('state', filters.state);
  if (filters.age) next.set('age', filters.age);
  if (filters.unread) next.set('unread', '1');
  if (filters.expiring) next.set('expiring', '1');
  if (filters.overdue) next.set('overdue', '1');
  if (filters.q) next.set('q', filters.q);
  if (filters.sort !== 'newest') next.set('sort', filters.sort);
  return next;
}
