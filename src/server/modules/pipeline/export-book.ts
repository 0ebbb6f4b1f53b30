import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { bookForExport } from './book';

/** The book's column headings and value labels in the agent's language. */
const texts = {
  en: {
    headings: [
      'Customer',
      'Stage',
      'Lost reason',
      'Line',
      'State',
      'ZIP',
      'E-mail',
      'Phone',
      'Premium a year (USD)',
      'Received',
      'Stage since',
      'First contact',
      'Notes',
    ],
    stages: { new: 'New', contacted: 'Contacted', quoted: 'Quoted', won: 'Won', lost: 'Lost' },
    reasons: {
      no_answer: 'No answer',
      bought_elsewhere: 'Bought elsewhere',
      price: 'Price',
      not_eligible: 'Not eligible',
      other: 'Other',
      consumer_withdrew: 'The customer withdrew',
      offers_closed: 'Every offer expired or was declined',
    },
    lines: { auto: 'Auto', home: 'Home', renters: 'Renters', life: 'Life' },
  },
  es: {
    headings: [
      'Cliente',
      'Etapa',
      'Motivo de pérdida',
      'Ramo',
      'Estado',
      'Código postal',
      'Correo electrónico',
      'Teléfono',
      'Prima anual (USD)',
      'Recibido',
      'En la etapa desde',
      'Primer contacto',
      'Notas',
    ],
    stages: {
      new: 'Nuevo',
      contacted: 'Contactado',
      quoted: 'Cotizado',
      won: 'Ganado',
      lost: 'Perdido',
    },
    reasons: {
      no_answer: 'No responde',
      bought_elsewhere: 'Compró en otro lugar',
      price: 'Precio',
      not_eligible: 'No califica',
      other: 'Otro',
      consumer_withdrew: 'El cliente retiró el acceso',
      offers_closed: 'Todas las ofertas vencieron o fueron rechazadas',
    },
    lines: { auto: 'Auto', home: 'Hogar', renters: 'Inquilinos', life: 'Vida' },
  },
} as const;

/**
 * One cell: quoted when it holds a comma, quote or line break; a text that a spreadsheet would
 * read as a formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe
 * (OWASP's CSV injection advice).
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The agent's book as CSV: UTF-8 with a BOM (Excel), ISO dates (UTC), headings in the agent's language
 * (the account's language, as its mails). */
export async function bookCsv(db: Db, agentId: string): Promise<string> {
  const [agent] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, agentId));
  const t = texts[agent?.locale ?? 'en'];
  const rows = await bookForExport(db, agentId);
  const lines: Array<Array<string | number | null>> = [
    [...t.headings],
    ...rows.map((row) => [
      row.customerName,
      t.stages[row.stage],
      row.lostReason ? t.reasons[row.lostReason] : null,
      t.lines[row.line],
      row.state,
      row.zip,
      row.email,
      row.phone,
      row.annualPremiumCents === null ? null : (row.annualPremiumCents / 100).toFixed(2),
      row.receivedAt,
      row.stageChangedAt,
      row.contactedAt,
      row.notes,
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
