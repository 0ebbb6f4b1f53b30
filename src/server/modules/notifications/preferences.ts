import { and, count, eq } from 'drizzle-orm';
import {
  type ChannelChoice,
  kindsByRole,
  mandatoryKinds,
  type NotificationKind,
  type NotificationPreferences,
  type UpdatePreferences,
} from '../../../shared/contracts/notifications';
import type { Db } from '../../db/client';
import {
  consumerProfiles,
  notificationPreferences,
  notificationSettings,
  pushSubscriptions,
} from '../../db/schema';
import { HttpError } from '../../http-error';

type Reader = Pick<Db, 'select'>;
type Role = 'agent' | 'consumer' | 'admin';

export const defaultTimeZone = 'America/New_York';

/**
 * The defaults (decision 0061): agents hear of leads, answers to offers, messages and missed
 * calls; consumers of offers, messages and missed calls; renewal reminders stay off until the
 * consumer gives a renewal date. A kind outside the person's role is never sent.
 */
export function defaultChoice(
  role: Role,
  kind: NotificationKind,
  hasRenewalDate: boolean,
): ChannelChoice {
  if (mandatoryKinds.includes(kind)) return { email: role === 'agent', push: false };
  if (role === 'admin') return { email: false, push: false };
  const mine = (kindsByRole[role] as readonly NotificationKind[]).includes(kind);
  if (!mine) return { email: false, push: false };
  if (kind === 'renewal') return { email: hasRenewalDate, push: false };
  return { email: true, push: true };
}

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

async function hasRenewal(db: Reader, userId: string): Promise<boolean> {
  const [profile] = await db
    .select({ renewalDate: consumerProfiles.renewalDate })
    .from(consumerProfiles)
    .where(eq(consumerProfiles.userId, userId));
  return Boolean(profile?.renewalDate);
}

/**
 * The choice in force from what is stored: the person's own row for the kind if any, else the
 * default (renewals: on once a renewal date is given). Mandatory kinds ignore the row.
 */
export function choiceFrom(
  role: Role,
  kind: NotificationKind,
  row: ChannelChoice | null,
  hasRenewalDate: boolean,
): ChannelChoice {
  if (mandatoryKinds.includes(kind)) return defaultChoice(role, kind, false);
  return row ?? defaultChoice(role, kind, hasRenewalDate);
}

/** The choice in force for one person, kind and channel. */
export async function channelChoice(
  db: Reader,
  user: { id: string; role: Role },
  kind: NotificationKind,
): Promise<ChannelChoice> {
  if (mandatoryKinds.includes(kind)) return choiceFrom(user.role, kind, null, false);
  const [row] = await db
    .select({ email: notificationPreferences.email, push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.userId, user.id), eq(notificationPreferences.kind, kind)),
    );
  const renewal = !row && kind === 'renewal' ? await hasRenewal(db, user.id) : false;
  return choiceFrom(user.role, kind, row ?? null, renewal);
}

export interface QuietSettings {
  timeZone: string;
  quietStart: number | null;
  quietEnd: number | null;
}

/** Quiet hours and time zone from the stored row (none: the default zone, no quiet hours). */
export function quietFrom(
  row: { timeZone: string | null; quietStart: number | null; quietEnd: number | null } | null,
): QuietSettings {
  return {
    timeZone: row?.timeZone ?? defaultTimeZone,
    quietStart: row?.quietStart ?? null,
    quietEnd: row?.quietEnd ?? null,
  };
}

export async function quietSettings(db: Reader, userId: string): Promise<QuietSettings> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return quietFrom(row ?? null);
}

export async function readPreferences(
  db: Reader,
  user: { id: string; role: 'agent' | 'consumer' },
): Promise<NotificationPreferences> {
  const renewal = await hasRenewal(db, user.id);
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, user.id));
  const stored = new Map(rows.map((row) => [row.kind, { email: row.email, push: row.push }]));
  const kinds: NotificationPreferences['kinds'] = {};
  for (const kind of kindsByRole[user.role]) {
    kinds[kind] = stored.get(kind) ?? defaultChoice(user.role, kind, renewal);
  }
  const [devices] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id));
  return {
    kinds,
    ...(await quietSettings(db, user.id)),
    hasRenewalDate: renewal,
    pushDevices: devices?.n ?? 0,
  };
}

export async function setChoice(
  db: Pick<Db, 'insert'>,
  userId: string,
  kind: NotificationKind,
  choice: ChannelChoice,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, ...choice })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email: choice.email, push: choice.push, updatedAt: new Date() },
    });
}

export async function updatePreferences(
  db: Db,
  user: { id: string; role: 'agent' | 'consumer' },
  input: UpdatePreferences,
): Promise<NotificationPreferences> {
  const allowed = kindsByRole[user.role] as readonly NotificationKind[];
  const entries = Object.entries(input.kinds ?? {}) as Array<[NotificationKind, ChannelChoice]>;
  for (const [kind] of entries) {
    if (!allowed.includes(kind)) throw new HttpError(400, 'notificationKindNotYours');
  }
  if (input.timeZone !== undefined && !isValidTimeZone(input.timeZone)) {
    throw new HttpError(400, 'timeZoneInvalid');
  }
  await db.transaction(async (tx) => {
    for (const [kind, choice] of entries) await setChoice(tx, user.id, kind, choice);
    const quiet: Partial<typeof notificationSettings.$inferInsert> = {};
    if (input.timeZone !== undefined) quiet.timeZone = input.timeZone;
    if (input.quietStart !== undefined) quiet.quietStart = input.quietStart;
    if (input.quietEnd !== undefined) quiet.quietEnd = input.quietEnd;
    if (Object.keys(quiet).length > 0) {
      await tx
        .insert(notificationSettings)
        .values({ userId: user.id, ...quiet })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { ...quiet, updatedAt: new Date() },
        });
    }
  });
  return readPreferences(db, user);
}

/** The hour (0-23) and the date of `at` in a time zone. */
function localParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return { hour, minute };
}

/**
 * When a held mail may go: null when `at` is outside the quiet hours, else the end of them (the
 * next time the local clock reads `quietEnd`:00). Quiet hours may span midnight (22 to 7).
 */
export function quietUntil(
  at: Date,
  quiet: { timeZone: string; quietStart: number | null; quietEnd: number | null },
): Date | null {
  const { quietStart: start, quietEnd: end } = quiet;
  if (start === null || end === null || start === end) return null;
  const zone = isValidTimeZone(quiet.timeZone) ? quiet.timeZone : defaultTimeZone;
  const { hour, minute } = localParts(at, zone);
  const inside = start < end ? hour >= start && hour < end : hour >= start || hour < end;
  if (!inside) return null;
  const hoursLeft = (end - hour + 24) % 24;
  const sinceTheHour = minute * 60_000 + at.getSeconds() * 1000 + at.getMilliseconds();
  return new Date(at.getTime() + hoursLeft * 3_600_000 - sinceTheHour);
}

export function roleOf(role: Role): 'agent' | 'consumer' | null {
  return role === 'admin' ? null : role;
}
