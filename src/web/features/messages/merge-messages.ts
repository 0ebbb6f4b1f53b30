import type { ConversationSummary, Message } from '../../../shared/contracts/messages';

/**
 * Merges messages by seq: a message is replaced only by a version at least as recent (its change
 * number), so a late answer never undoes an edit or a deletion. The result is ordered by seq.
 */
export function mergeMessages(
  current: readonly Message[],
  incoming: readonly Message[],
): Message[] {
  const bySeq = new Map(current.map((message) => [message.seq, message]));
  for (const message of incoming) {
    const held = bySeq.get(message.seq);
    if (!held || message.change >= held.change) bySeq.set(message.seq, message);
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The newer of two summaries of one conversation (read marks and counters only move forward). */
export function newerSummary(
  held: ConversationSummary,
  incoming: ConversationSummary,
): ConversationSummary {
  return incoming.lastChange >= held.lastChange ? incoming : held;
}

/** The last seq of a message someone else wrote: what reading the view marks as read. */
export function lastSeqNotFrom(messages: readonly Message[], userId: string): number {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (message && message.senderId !== userId) return message.seq;
  }
  return 0;
}

/** Calendar day of a time in the reader's time zone, to draw a separator where it changes. */
export function localDayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}
