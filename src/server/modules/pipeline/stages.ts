import { sql } from 'drizzle-orm';
import type { LostReason, PipelineStage, StageMove } from '../../../shared/contracts/pipeline';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { publishLive } from '../../live/publish';
import { heldBy, rowsOf } from './rows';

export const leadNotFound = () => notFound('leadNotFound');

interface Proof {
  stage: PipelineStage;
  accepted: boolean;
  offered: boolean;
  contacted: boolean;
}

/**
 * What the events prove about a lead: an accepted offer, any offer sent, a message or call by the
 * agent. A manual move that they contradict is refused with the reason (issue 29).
 */
function contradiction(proof: Proof, to: PipelineStage): string | null {
  if (to === 'won' && !proof.accepted) return 'stageWonNeedsAcceptedOffer';
  if (to !== 'won' && proof.accepted) return 'stageAcceptedOfferIsWon';
  if (to === 'quoted' && !proof.offered) return 'stageQuotedNeedsOffer';
  if (to === 'new' && (proof.contacted || proof.offered)) return 'stageNewAfterContact';
  return null;
}

/**
 * Moves the agent's lead to a stage by hand, in one transaction with the lead locked: the
 * agent's own open lead (404 otherwise), a move the events allow (409 with the reason), logged
 * in `lead_stage_events` with the agent as the actor. Moving to the stage it holds changes nothing.
 */
export async function moveStage(
  db: Db,
  agentId: string,
  leadId: string,
  move: StageMove,
): Promise<{ id: string; stage: PipelineStage; lostReason: LostReason | null }> {
  if (!isUuid(leadId)) throw leadNotFound();
  const lostReason: LostReason | null = move.stage === 'lost' ? (move.lostReason ?? null) : null;
  if (move.stage === 'lost' && !lostReason) throw badRequest('lostReasonOnlyForLost');
  return db.transaction(async (tx) => {
    const [proof] = await rowsOf<{
      stage: PipelineStage;
      lost_reason: LostReason | null;
      accepted: boolean;
      offered: boolean;
      contacted: boolean;
    }>(
      tx,
      sql`select leads.stage, leads.lost_reason,
        exists (select 1 from offers o where o.lead_id = leads.id and o.status = 'accepted') as accepted,
        exists (select 1 from offers o where o.lead_id = leads.id) as offered,
        leads.contacted_at is not null or exists (
          select 1 from conversations cv join messages m on m.conversation_id = cv.id
          where cv.agent_id = leads.agent_id and cv.consumer_id = leads.consumer_id
            and m.sender_id = leads.agent_id) as contacted
      from leads where leads.id = ${leadId}::uuid and ${heldBy(agentId)}
      for update of leads`,
    );
    if (!proof) throw leadNotFound();
    if (proof.stage === move.stage && proof.lost_reason === lostReason) {
      return { id: leadId, stage: proof.stage, lostReason };
    }
    const refused = contradiction(proof, move.stage);
    if (refused) throw conflict(refused);
    await tx.execute(sql`
      with moved as (
        update leads set stage = ${move.stage}, lost_reason = ${lostReason},
          stage_changed_at = now(),
          contacted_at = coalesce(contacted_at, case when ${move.stage} in ('contacted', 'quoted', 'won') then now() end)
        where id = ${leadId}::uuid
        returning id, agent_id)
      insert into lead_stage_events (lead_id, agent_id, actor_id, from_stage, to_stage, lost_reason, cause)
      select id, agent_id, ${agentId}::uuid, ${proof.stage}, ${move.stage}, ${lostReason}, 'manual'
      from moved`);
    await publishLive(tx, [{ userId: agentId, kind: 'lead.updated', leadId }]);
    return { id: leadId, stage: move.stage, lostReason };
  });
}
