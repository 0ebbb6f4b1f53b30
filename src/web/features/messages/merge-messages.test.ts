import { describe, expect, it } from 'vitest';
import type { Message } from '../../../shared/contracts/messages';
import { lastSeqNotFrom, mergeMessages } from './merge-messages';
import { unreadBadgeText } from './unread-badge-text';

const message = (seq: number, change: number, body = `m${seq}`, senderId = 'a'): Message => ({
  id: `id${seq}`,
  conversationId: 'c1',
  seq,
  senderId,
  clientId: null,
  body,
  createdAt: '2026-01-01T00:00:00.000Z',
  editedAt: null,
  deletedAt: null,
  change,
});

describe('mergeMessages', () => {
  it('orders by seq and never shows one seq twice', () => {
    const merged = mergeMessages([message(2, 2), message(3, 3)], [message(1, 1), message(3, 3)]);
    expect(merged.map((item) => item.seq)).toEqual([1, 2, 3]);
  });

  it('keeps the most recent version of a message (an edit is not undone by a late answer)', () => {
    const edited = message(1, 5, 'edited');
    expect(mergeMessages([edited], [message(1, 1, 'original')])[0]?.body).toBe('edited');
    expect(mergeMessages([message(1, 1, 'original')], [edited])[0]?.body).toBe('edited');
  });
});

describe('lastSeqNotFrom', () => {
  it('finds the newest message of someone else', () => {
    expect(lastSeqNotFrom([message(1, 1, 'x', 'b'), message(2, 2, 'y', 'me')], 'me')).toBe(1);
    expect(lastSeqNotFrom([message(1, 1, 'x', 'me')], 'me')).toBe(0);
  });
});

describe('unreadBadgeText', () => {
  it("caps at '9+'", () => {
    expect([1, 9, 10, 250].map(unreadBadgeText)).toEqual(['1', '9', '9+', '9+']);
  });
});
