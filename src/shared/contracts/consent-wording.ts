import type { Language } from '../languages';
import type { SharedField } from './consents';

const consentTexts = {
  en: {
    fields: {
      name: 'your name',
      zipAndState: 'your ZIP code and state',
      answers: "this request's answers",
      estimates: 'its estimates',
      email: 'your e-mail address',
      phone: 'your phone number',
    },
    sentence: (fields: string) =>
      `I agree that Lion Insurance shares ${fields} with at most 3 licensed agents, so that they can send me offers. I can withdraw their access at any time on my profile.`,
    and: 'and',
  },
  es: {
    fields: {
      name: 'su nombre',
      zipAndState: 'su código postal y estado',
      answers: 'las respuestas de esta solicitud',
      estimates: 'sus estimaciones',
      email: 'su correo electrónico',
      phone: 'su número de teléfono',
    },
    sentence: (fields: string) =>
      `Acepto que Lion Insurance comparta ${fields} con un máximo de 3 agentes con licencia, para que me envíen ofertas. Puedo retirarles el acceso en cualquier momento desde mi perfil.`,
    and: 'y',
  },
} as const;

/** The consent sentence for a scope, in the consumer's language (shown and stored alike). */
export function consentWording(language: Language, scope: readonly SharedField[]): string {
  const texts = consentTexts[language];
  const names = scope.map((field) => texts.fields[field]);
  const fields =
    names.length <= 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} ${texts.and} ${names.at(-1)}`;
  return texts.sentence(fields);
}
