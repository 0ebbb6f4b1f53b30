import type { NotificationKind } from '../../../shared/contracts/notifications';
import { isPersonName } from '../../../shared/contracts/person-name';
import type { MailContent } from '../../mail/outbox';
import { describePairs, type MailLocale, render } from '../../mail/templates';

/**
 * Notification mails in English and Spanish (issue 21). Subjects are fixed words of the app:
 * nothing typed by a person reaches a subject. A mail to an agent names the customer by first
 * name, the line and the state, never their e-mail or phone (those stay in the portal).
 *
 * No line starts with a person's name: each opens with the app's own words ("New lead:"), and a
 * stored name that today's rule refuses (one with a domain in it, saved before the rule) is
 * replaced by a plain word (issue 27, finding 11; decision 0077).
 */
const lineNames = {
  en: { auto: 'auto', home: 'home', renters: 'renters', life: 'life' },
  es: { auto: 'auto', home: 'hogar', renters: 'inquilinos', life: 'vida' },
} as const;

const taskKindNames = {
  en: { call: 'call', message: 'message', email: 'e-mail', other: 'other', renewal: 'renewal' },
  es: {
    call: 'llamada',
    message: 'mensaje',
    email: 'correo',
    other: 'otro',
    renewal: 'renovación',
  },
} as const;

const periodNames = {
  en: { monthly: 'a month', six_month: 'every six months', annual: 'a year' },
  es: { monthly: 'al mes', six_month: 'cada seis meses', annual: 'al año' },
} as const;

const unnamed = {
  en: { customer: 'a customer', agent: 'an agent', caller: 'someone' },
  es: { customer: 'un cliente', agent: 'un agente', caller: 'alguien' },
} as const;

/** The name as a person typed it, if it is one by today's rule; else a plain word for them. */
function nameOr(locale: MailLocale, name: string, who: keyof (typeof unnamed)['en']): string {
  const trimmed = name.trim();
  return trimmed && isPersonName(trimmed) ? trimmed : unnamed[locale][who];
}

export function lineName(locale: MailLocale, line: string): string {
  return lineNames[locale][line as keyof (typeof lineNames)['en']] ?? line;
}

function when(locale: MailLocale, at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(at);
}

function day(locale: MailLocale, at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone,
  }).format(at);
}

function money(locale: MailLocale, cents: number): string {
  return new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
  }).format(cents / 100);
}

const kindNames = {
  en: {
    lead_new: 'new leads',
    lead_expiring: 'leads about to expire',
    lead_waiting: 'leads still waiting for a first contact',
    offer_new: 'new offers',
    offer_answered: 'answers to your offers',
    offer_expiring: 'offers about to expire',
    message: 'new messages',
    call_missed: 'missed calls',
    licence_decided: 'licence decisions',
    renewal: 'renewal reminders',
    task_due: 'follow-up reminders',
    review_request: 'requests to rate your agent',
    reshop: 'offers to compare prices before your renewal',
  },
  es: {
    lead_new: 'clientes potenciales nuevos',
    lead_expiring: 'clientes potenciales a punto de vencer',
    lead_waiting: 'clientes potenciales que esperan un primer contacto',
    offer_new: 'ofertas nuevas',
    offer_answered: 'respuestas a sus ofertas',
    offer_expiring: 'ofertas a punto de vencer',
    message: 'mensajes nuevos',
    call_missed: 'llamadas perdidas',
    licence_decided: 'decisiones sobre su licencia',
    renewal: 'recordatorios de renovación',
    task_due: 'recordatorios de seguimiento',
    review_request: 'solicitudes para calificar a su agente',
    reshop: 'ofertas para comparar precios antes de su renovación',
  },
} as const satisfies Record<MailLocale, Record<NotificationKind, string>>;

/** Who sends marketing mail, named beside its postal address. */
const operatorName = 'Lion Insurance';

const common = {
  en: {
    closing: 'Thank you,',
    footer: (kind: string) =>
      `You get this e-mail because ${kind} are on in your notification settings.`,
    unsubscribe: 'Turn off these e-mails',
  },
  es: {
    closing: 'Gracias,',
    footer: (kind: string) =>
      `Recibe este correo porque tiene activados los avisos de ${kind} en sus preferencias.`,
    unsubscribe: 'Desactivar estos correos',
  },
} as const;

export type MailFacts =
  | {
      kind: 'lead_new' | 'lead_expiring' | 'lead_waiting';
      customer: string;
      line: string;
      state: string;
      respondBy: Date | null;
    }
  | {
      kind: 'offer_new';
      agent: string;
      premiumCents: number;
      period: string;
      line: string;
      expiresAt: Date;
    }
  | { kind: 'offer_expiring'; agent: string; line: string; expiresAt: Date }
  | {
      kind: 'offer_answered';
      answer: 'accepted' | 'declined';
      customer: string;
      line: string;
      state: string;
    }
  | { kind: 'message'; count: number; firstLines: string[] }
  | { kind: 'call_missed'; caller: string; at: Date }
  | { kind: 'renewal'; renewalDate: Date }
  | { kind: 'review_request'; agent: string; line: string }
  | {
      kind: 'reshop';
      line: string;
      /** Dollars a year: the best like-for-like estimate today, and what the person pays. */
      best: number;
      premium: number;
      renewalDate: Date;
    }
  | {
      kind: 'task_due';
      taskKind: string;
      customer: string;
      line: string;
      state: string;
      dueAt: Date;
      note: string;
      renewalDate: Date | null;
    }
  | {
      kind: 'licence_decided';
      /** Pairs verified, not verified (with the reason) and still waiting, by one review. */
      approved: Pair[];
      rejected: Pair[];
      waiting: Pair[];
      reason: string | null;
    };

type Pair = { state: string; line: string };

interface Texts {
  subject: string;
  lines: string[];
  link: string;
}

export function textsFor(locale: MailLocale, facts: MailFacts, timeZone: string): Texts {
  const es = locale === 'es';
  switch (facts.kind) {
    case 'lead_waiting': {
      const customer = nameOr(locale, facts.customer, 'customer');
      return {
        subject: es ? 'Un cliente potencial espera su contacto' : 'A lead is waiting for you',
        lines: [
          es
            ? `${customer} espera su primer contacto desde hace más de 15 minutos (seguro de ${lineName(locale, facts.line)} en ${facts.state}).`
            : `${customer} has waited over 15 minutes for your first contact (${lineName(locale, facts.line)} insurance in ${facts.state}).`,
          es
            ? 'Quien contacta primero suele ganar al cliente.'
            : 'The agent who reaches out first usually wins the customer.',
        ],
        link: es ? 'Contactar ahora' : 'Reach out now',
      };
    }
    case 'lead_new':
    case 'lead_expiring': {
      const customer = nameOr(locale, facts.customer, 'customer');
      const isNew = facts.kind === 'lead_new';
      const about = es
        ? `${isNew ? 'Cliente potencial nuevo' : 'Cliente potencial a punto de vencer'}: ${customer} pide un seguro de ${lineName(locale, facts.line)} en ${facts.state}.`
        : `${isNew ? 'New lead' : 'Lead about to expire'}: ${customer} is looking for ${lineName(locale, facts.line)} insurance in ${facts.state}.`;
      const deadline = facts.respondBy
        ? es
          ? `Responda antes de: ${when(locale, facts.respondBy, timeZone)}. Después, pasa a otro agente.`
          : `Reply by ${when(locale, facts.respondBy, timeZone)}; after that the lead moves on to another agent.`
        : es
          ? 'El cliente le eligió a usted; responda cuando pueda.'
          : 'The customer picked you; reply when you can.';
      if (facts.kind === 'lead_new') {
        return {
          subject: es ? 'Tiene un cliente potencial nuevo' : 'You have a new lead',
          lines: [about, deadline],
          link: es ? 'Abrir el cliente potencial' : 'Open the lead',
        };
      }
      return {
        subject: es
          ? 'Un cliente potencial vence pronto sin respuesta'
          : 'A lead expires soon without a reply',
        lines: [about, deadline],
        link: es ? 'Responder ahora' : 'Reply now',
      };
    }
    case 'offer_new':
      return {
        subject: es ? 'Tiene una oferta nueva' : 'You have a new offer',
        lines: [
          es
            ? `Oferta nueva: ${nameOr(locale, facts.agent, 'agent')} le envió una oferta de seguro de ${lineName(locale, facts.line)}: ${money(locale, facts.premiumCents)} ${periodNames.es[facts.period as 'monthly'] ?? ''}.`
            : `New offer: ${nameOr(locale, facts.agent, 'agent')} sent you an offer for ${lineName(locale, facts.line)} insurance: ${money(locale, facts.premiumCents)} ${periodNames.en[facts.period as 'monthly'] ?? ''}.`,
          es
            ? `La oferta vence el ${day(locale, facts.expiresAt, timeZone)}.`
            : `The offer expires on ${day(locale, facts.expiresAt, timeZone)}.`,
        ],
        link: es ? 'Ver la oferta' : 'See the offer',
      };
    case 'offer_expiring':
      return {
        subject: es ? 'Una oferta vence en 3 días' : 'An offer expires in 3 days',
        lines: [
          es
            ? `La oferta de ${nameOr(locale, facts.agent, 'agent')} para su seguro de ${lineName(locale, facts.line)} vence el ${day(locale, facts.expiresAt, timeZone)} y aún no la ha respondido.`
            : `The offer from ${nameOr(locale, facts.agent, 'agent')} for your ${lineName(locale, facts.line)} insurance expires on ${day(locale, facts.expiresAt, timeZone)} and you have not answered it yet.`,
        ],
        link: es ? 'Ver la oferta' : 'See the offer',
      };
    case 'offer_answered': {
      const accepted = facts.answer === 'accepted';
      return {
        subject: accepted
          ? es
            ? 'Aceptaron su oferta'
            : 'Your offer was accepted'
          : es
            ? 'Rechazaron su oferta'
            : 'Your offer was declined',
        lines: [
          es
            ? `${accepted ? 'Oferta aceptada' : 'Oferta rechazada'}: ${nameOr(locale, facts.customer, 'customer')} ${accepted ? 'aceptó' : 'rechazó'} su oferta de seguro de ${lineName(locale, facts.line)} en ${facts.state}.`
            : `${accepted ? 'Offer accepted' : 'Offer declined'}: ${nameOr(locale, facts.customer, 'customer')} ${accepted ? 'accepted' : 'declined'} your offer for ${lineName(locale, facts.line)} insurance in ${facts.state}.`,
        ],
        link: es ? 'Abrir el portal' : 'Open the portal',
      };
    }
    case 'message':
      return {
        subject: es ? 'Tiene mensajes sin leer' : 'You have unread messages',
        lines: [
          es
            ? `Tiene ${facts.count} ${facts.count === 1 ? 'mensaje sin leer' : 'mensajes sin leer'}. Los primeros:`
            : `You have ${facts.count} unread ${facts.count === 1 ? 'message' : 'messages'}. The first:`,
          ...facts.firstLines.map((line) => `“${line}”`),
        ],
        link: es ? 'Leer y responder' : 'Read and reply',
      };
    case 'call_missed':
      return {
        subject: es ? 'Tiene una llamada perdida' : 'You missed a call',
        lines: [
          es
            ? `Llamada perdida: ${nameOr(locale, facts.caller, 'caller')} le llamó el ${when(locale, facts.at, timeZone)} y no pudo contestar.`
            : `Missed call: ${nameOr(locale, facts.caller, 'caller')} called you on ${when(locale, facts.at, timeZone)} and the call was missed.`,
        ],
        link: es ? 'Abrir la conversación' : 'Open the conversation',
      };
    case 'renewal':
      return {
        subject: es ? 'Su seguro se renueva pronto' : 'Your insurance renews soon',
        lines: [
          es
            ? `Su póliza se renueva el ${day(locale, facts.renewalDate, 'UTC')}. Es buen momento para comparar precios.`
            : `Your policy renews on ${day(locale, facts.renewalDate, 'UTC')}. It is a good time to compare prices.`,
        ],
        link: es ? 'Pedir una cotización nueva' : 'Get a new quote',
      };
    case 'reshop': {
      const best = money(locale, Math.round(facts.best * 100));
      const premium = money(locale, Math.round(facts.premium * 100));
      return {
        subject: es
          ? 'La misma cobertura podría costarle menos'
          : 'The same cover could cost you less',
        lines: [
          es
            ? `La misma cobertura desde ${best} al año; usted paga ${premium}.`
            : `Same cover from ${best} a year; you pay ${premium}.`,
          es
            ? `Su seguro de ${lineName(locale, facts.line)} se renueva el ${day(locale, facts.renewalDate, 'UTC')}. Son estimaciones de hoy para la cobertura que tiene; vea qué no se puede igualar y, si quiere, compártalo con agentes.`
            : `Your ${lineName(locale, facts.line)} insurance renews on ${day(locale, facts.renewalDate, 'UTC')}. These are today's estimates for the cover you hold; see what cannot be matched and, if you like, share it with agents.`,
        ],
        link: es ? 'Ver la comparación' : 'See the comparison',
      };
    }
    case 'task_due': {
      const customer = nameOr(locale, facts.customer, 'customer');
      const what = (taskKindNames[locale] as Record<string, string>)[facts.taskKind] ?? '';
      const lines = [
        facts.renewalDate
          ? es
            ? `Revise la renovación de ${customer} (seguro de ${lineName(locale, facts.line)} en ${facts.state}): la póliza se renueva el ${day(locale, facts.renewalDate, 'UTC')}.`
            : `Review the renewal of ${customer} (${lineName(locale, facts.line)} insurance in ${facts.state}): the policy renews on ${day(locale, facts.renewalDate, 'UTC')}.`
          : es
            ? `Seguimiento pendiente (${what}) con ${customer}, seguro de ${lineName(locale, facts.line)} en ${facts.state}, para el ${when(locale, facts.dueAt, timeZone)}.`
            : `Follow-up due (${what}) with ${customer}, ${lineName(locale, facts.line)} insurance in ${facts.state}, at ${when(locale, facts.dueAt, timeZone)}.`,
      ];
      if (facts.note) lines.push(es ? `Su nota: “${facts.note}”` : `Your note: “${facts.note}”`);
      return {
        subject: facts.renewalDate
          ? es
            ? 'Revise una renovación'
            : 'Review a renewal'
          : es
            ? 'Tiene un seguimiento pendiente'
            : 'A follow-up is due',
        lines,
        link: es ? 'Abrir el cliente potencial' : 'Open the lead',
      };
    }
    case 'review_request':
      return {
        subject: es
          ? `¿Qué tal le fue con ${nameOr(locale, facts.agent, 'agent')}?`
          : `How did it go with ${nameOr(locale, facts.agent, 'agent')}?`,
        lines: [
          es
            ? `Hace dos semanas aceptó la oferta de ${nameOr(locale, facts.agent, 'agent')} para su seguro de ${lineName(locale, facts.line)}. Califíquele de 1 a 5 estrellas: su opinión ayuda a otras personas a elegir.`
            : `Two weeks ago you accepted ${nameOr(locale, facts.agent, 'agent')}'s offer for your ${lineName(locale, facts.line)} insurance. Rate them from 1 to 5 stars: it helps other people choose.`,
          es
            ? 'Solo se lo pedimos una vez; puede desactivar estos avisos en su configuración.'
            : 'We ask only once; you can turn these requests off in your settings.',
        ],
        link: es ? 'Calificar al agente' : 'Rate the agent',
      };
    case 'licence_decided': {
      // The all-at-once decision reads as before; a per-line review that verified some pairs and
      // not others says both, and any review names the pairs that still wait.
      const mixed = facts.approved.length > 0 && facts.rejected.length > 0;
      const lines: string[] = [];
      if (facts.approved.length > 0) {
        const pairs = describePairs(locale, facts.approved);
        lines.push(
          mixed
            ? es
              ? `Un revisor verificó: ${pairs}. Ya se le pueden asignar consumidores de sus zonas para estos.`
              : `A reviewer verified: ${pairs}. Consumers in your service areas can be matched with you for these.`
            : es
              ? `Un revisor verificó su licencia para: ${pairs}. Ya se le pueden asignar consumidores de sus zonas.`
              : `A reviewer verified your licence record for: ${pairs}. Consumers in your service areas can now be matched with you.`,
        );
      }
      if (facts.rejected.length > 0) {
        const pairs = describePairs(locale, facts.rejected);
        lines.push(
          mixed
            ? es
              ? `Un revisor no pudo verificar: ${pairs}.`
              : `A reviewer could not verify: ${pairs}.`
            : es
              ? `Un revisor no pudo verificar su licencia para: ${pairs}.`
              : `A reviewer could not verify your licence record for: ${pairs}.`,
          es
            ? `Motivo del revisor: ${facts.reason ?? ''}`
            : `The reviewer's reason: ${facts.reason ?? ''}`,
        );
      }
      if (facts.waiting.length > 0) {
        const pairs = describePairs(locale, facts.waiting);
        lines.push(
          es ? `Aún pendiente de revisión: ${pairs}.` : `Still waiting for review: ${pairs}.`,
        );
      }
      if (facts.rejected.length > 0) {
        lines.push(
          es
            ? 'Corrija sus datos en la pestaña Configuración del portal y guárdelos para enviarlos de nuevo a revisión.'
            : 'Correct your record in the Settings tab of the agent portal and save it to send it back for review.',
        );
      }
      return {
        subject: mixed
          ? es
            ? 'Revisión de su licencia: algunos ramos verificados, otros necesitan cambios'
            : 'Your licence review: some lines verified, some need changes'
          : facts.rejected.length > 0
            ? es
              ? 'Su licencia necesita cambios'
              : 'Your licence record needs changes'
            : es
              ? 'Su licencia está verificada'
              : 'Your licence record is verified',
        lines,
        link: es ? 'Abrir el portal' : 'Open the agent portal',
      };
    }
  }
}

/** A notification mail; `unsubscribeUrl` null for a mandatory kind (a transactional footer). */
export function notificationMail(
  locale: MailLocale,
  to: string,
  facts: MailFacts,
  url: string,
  unsubscribeUrl: string | null,
  timeZone: string,
  /** The operator's postal address: printed in marketing mail (the re-shop kind). */
  postalAddress: string | null = null,
): MailContent {
  const texts = textsFor(locale, facts, timeZone);
  const words = common[locale];
  const mail = render(to, {
    locale,
    subject: texts.subject,
    lines: texts.lines,
    link: { label: texts.link, url },
    closing: words.closing,
    footer: unsubscribeUrl
      ? {
          line:
            facts.kind === 'reshop' && postalAddress
              ? `${words.footer(kindNames[locale][facts.kind])} ${operatorName}, ${postalAddress}.`
              : words.footer(kindNames[locale][facts.kind]),
          link: { label: words.unsubscribe, url: unsubscribeUrl },
        }
      : undefined,
  });
  if (!unsubscribeUrl) return mail;
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export { kindNames };
