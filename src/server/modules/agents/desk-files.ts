import type { Policy, Task } from '../../../shared/contracts/desk';

/**
 * The desk's files (decision 0108): iCalendar (RFC 5545) for a task and the agent's feed, and the
 * book's CSV (UTF-8 with a BOM so Excel reads accents, ISO dates, cells that a spreadsheet would
 * run as a formula quoted with a leading apostrophe).
 */

const kindTitles = {
  en: {
    call: 'Call',
    message: 'Message',
    email: 'E-mail',
    other: 'Follow up',
    renewal: 'Review renewal',
  },
  es: {
    call: 'Llamar',
    message: 'Mensaje',
    email: 'Correo',
    other: 'Seguimiento',
    renewal: 'Revisar renovación',
  },
} as const;

/** Text escaped for an iCalendar value (backslash, semicolon, comma, new lines). */
function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets folded (a CRLF and a space), never inside a character. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, 'utf8');
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function taskEvent(task: Task, origin: string, language: 'en' | 'es', now: Date): string[] {
  const title = `${kindTitles[language][task.kind]}: ${task.customer}`;
  const start = icsTime(task.dueAt);
  const end = icsTime(new Date(new Date(task.dueAt).getTime() + 15 * 60_000).toISOString());
  const link = `${origin}/agent?lead=${encodeURIComponent(task.leadId)}`;
  return [
    'BEGIN:VEVENT',
    `UID:task-${task.id}@lion-insurance`,
    `DTSTAMP:${icsTime(now.toISOString())}`,
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `SUMMARY:${icsText(title)}`,
    `DESCRIPTION:${icsText([task.note, `${task.line} · ${task.state}`, link].filter(Boolean).join('\n'))}`,
    `URL:${link}`,
    'END:VEVENT',
  ];
}

export function tasksCalendar(
  tasks: Task[],
  options: { origin: string; language: 'en' | 'es'; name: string; now?: Date },
): string {
  const now = options.now ?? new Date();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lion Insurance//Agent tasks//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(options.name)}`,
    ...tasks.flatMap((task) => taskEvent(task, options.origin, options.language, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** One CSV cell: quoted when needed; a leading = + - @ tab or CR made inert (CSV injection). */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

const bom = '\ufeff';

function csv(header: string[], rows: Array<Array<string | number | null>>): string {
  return `${bom}${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function tasksCsv(tasks: Task[]): string {
  return csv(
    [
      'task_id',
      'lead_id',
      'customer',
      'line',
      'state',
      'kind',
      'due_at_utc',
      'done_at_utc',
      'note',
    ],
    tasks.map((task) => [
      task.id,
      task.leadId,
      task.customer,
      task.line,
      task.state,
      task.kind,
      task.dueAt,
      task.doneAt,
      task.note,
    ]),
  );
}

export function policiesCsv(policies: Policy[]): string {
  return csv(
    [
      'policy_id',
      'lead_id',
      'customer',
      'line',
      'state',
      'carrier',
      'policy_number',
      'effective_date',
      'term_months',
      'premium',
      'renewal_date',
    ],
    policies.map((policy) => [
      policy.id,
      policy.leadId,
      policy.customer,
      policy.line,
      policy.state,
      policy.carrier,
      policy.policyNumber,
      policy.effectiveDate,
      policy.termMonths,
      policy.premium.toFixed(2),
      policy.renewalDate,
    ]),
  );
}
