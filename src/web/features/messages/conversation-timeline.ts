import type { Call } from '../../../shared/contracts/calls';
import type { Message } from '../../../shared/contracts/messages';
import { isActiveCall } from './calls-api';
import { type ConversationItem, itemKey, itemTime } from './message-bubble';

/** What the history shows: messages, and the calls that have finished, by time. */
export type TimelineItem = ConversationItem | { kind: 'call'; call: Call };

export const timelineTime = (item: TimelineItem) =>
  item.kind === 'call' ? item.call.createdAt : itemTime(item);
export const timelineKey = (item: TimelineItem) =>
  item.kind === 'call' ? `call-${item.call.id}` : itemKey(item);

/** Stored messages (in seq order) and finished calls merged by time; unsent messages last. */
export function buildTimeline(messages: Message[], calls: Call[], unsent: ConversationItem[]) {
  const timeline: TimelineItem[] = [];
  const finished = calls.filter((call) => !isActiveCall(call));
  let next = 0;
  for (const message of messages) {
    while (finished[next] && (finished[next] as Call).createdAt < message.createdAt) {
      timeline.push({ kind: 'call', call: finished[next] as Call });
      next++;
    }
    timeline.push({ kind: 'stored', message });
  }
  for (const call of finished.slice(next)) timeline.push({ kind: 'call', call });
  return [...timeline, ...unsent];
}
