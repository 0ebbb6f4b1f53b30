import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../../shared/contracts/live';
import { agentDashboardKey, agentLicenceKey, agentPipelineKey } from '../../lib/query-keys';
import { agentLeadKeys } from './leads-api';
import { staleKeysOf } from './use-agent-live-updates';

const event = (kind: LiveEvent['kind'], ids: Partial<LiveEvent> = {}): LiveEvent => ({
  type: 'event',
  id: 1,
  kind,
  leadId: null,
  offerId: null,
  quoteId: null,
  at: '2026-03-10T12:00:00.000Z',
  ...ids,
});

describe('staleKeysOf', () => {
  it('re-reads the list, the lead, the counts and the pipeline when a lead arrives or changes', () => {
    expect(staleKeysOf(event('lead.created', { leadId: 'L1' }))).toEqual([
      agentLeadKeys.list(),
      agentLeadKeys.lead('L1'),
      agentDashboardKey,
      agentPipelineKey,
    ]);
  });

  it('does not re-read the detail of a lead this tab passed (it answers 404), only the list and counts', () => {
    const passedHere = (leadId: string) => leadId === 'L1';
    expect(staleKeysOf(event('lead.updated', { leadId: 'L1' }), passedHere)).toEqual([
      agentLeadKeys.list(),
      agentDashboardKey,
      agentPipelineKey,
    ]);
    expect(staleKeysOf(event('lead.updated', { leadId: 'L2' }), passedHere)).toContainEqual(
      agentLeadKeys.lead('L2'),
    );
  });

  it('re-reads the quotes too when a lead is taken back (its open quotes go with it)', () => {
    expect(staleKeysOf(event('lead.revoked', { leadId: 'L1' }))).toContainEqual(
      agentLeadKeys.offers(),
    );
  });

  it("re-reads the quotes, the lead's list entry, the figures and the pipeline when an offer changes (an offer moves a stage)", () => {
    expect(staleKeysOf(event('offer.updated', { leadId: 'L1', offerId: 'O1' }))).toEqual([
      agentLeadKeys.list(),
      agentLeadKeys.lead('L1'),
      agentLeadKeys.offers(),
      agentDashboardKey,
      agentPipelineKey,
    ]);
  });

  it("ignores the consumer's own kinds", () => {
    expect(staleKeysOf(event('sharing.updated', { quoteId: 'Q1' }))).toEqual([]);
  });

  it('re-reads the licence record and the user when a review or a confirmation changed them', () => {
    const keys = staleKeysOf(event('licence.updated'));
    expect(keys).toContainEqual(agentLicenceKey);
    expect(keys).toContainEqual(['/api/user']);
  });
});
