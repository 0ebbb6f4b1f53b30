import { describe, expect, it } from 'vitest';
import { agentRegistrationInputSchema, consumerRegistrationInputSchema } from './contracts/auth';
import { languages } from './languages';
import {
  hasSequence,
  hasTripleRepeat,
  passwordRulesStatement,
  passwordStrengthLabel,
  passwordStrengthPercent,
  unmetAgentPasswordRules,
  unmetPasswordRules,
} from './password-rules';
import { validationMessages } from './validation-messages';

describe('agent password rules', () => {
  it('lists every unmet rule of a weak password', () => {
    expect(unmetAgentPasswordRules('password')).toEqual([
      'minLength',
      'uppercase',
      'digit',
      'special',
      'notCommon',
    ]);
  });

  it('finds sequences of letters, digits and keyboard rows in both directions', () => {
    expect(hasSequence('xxABCxx')).toBe(true);
    expect(hasSequence('x987x')).toBe(true);
    expect(hasSequence('Qwe!')).toBe(true);
    expect(hasSequence('Lion!Quote7Pw')).toBe(false);
    expect(hasTripleRepeat('aaab')).toBe(true);
    expect(hasTripleRepeat('aab')).toBe(false);
  });

  it('computes strength as (7 - unmet) / 7 with the spec labels', () => {
    expect(passwordStrengthPercent('')).toBe(29); // only notCommon and noPattern hold
    expect(passwordStrengthLabel(29)).toBe('veryWeak');
    expect(passwordStrengthLabel(43)).toBe('weak');
    expect(passwordStrengthLabel(57)).toBe('moderate');
    expect(passwordStrengthLabel(86)).toBe('strong');
    expect(passwordStrengthPercent('Lion!Quote7Pw')).toBe(100);
    expect(passwordStrengthLabel(100)).toBe('veryStrong');
  });
});

describe('registration contracts', () => {
  const consumer = {
    firstName: 'Sam',
    lastName: 'Carter',
    email: 'Sam@Example.com',
    password: 'DemoConsumer26',
    confirmPassword: 'DemoConsumer26',
    company: 'geico',
  };

  it('normalizes the e-mail and accepts a valid consumer', () => {
    const parsed = consumerRegistrationInputSchema.parse(consumer);
    expect(parsed.email).toBe('sam@example.com');
  });

  it('reports mismatched passwords on the confirmation field', () => {
    const result = consumerRegistrationInputSchema.safeParse({
      ...consumer,
      confirmPassword: 'Other1234',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'passwordsDontMatch',
    });
  });

  it('refuses common consumer passwords and weak agent passwords', () => {
    expect(
      consumerRegistrationInputSchema.safeParse({
        ...consumer,
        password: 'password123',
        confirmPassword: 'password123',
      }).success,
    ).toBe(false);
    expect(
      agentRegistrationInputSchema.safeParse({
        ...consumer,
        company: 'statefarm',
        password: 'Abcdefgh12!',
        confirmPassword: 'Abcdefgh12!',
      }).success,
    ).toBe(false);
  });
});

describe('one password rule per role, stated once', () => {
  it("states each role's rule in one sentence, in English and Spanish", () => {
    expect(passwordRulesStatement('consumer', 'en')).toBe(
      'At least 8 characters; not a common password.',
    );
    expect(passwordRulesStatement('agent', 'en')).toMatch(/^At least 10 characters; an uppercase/);
    expect(passwordRulesStatement('consumer', 'es')).toBe(
      'Al menos 8 caracteres; que no sea una contraseña común.',
    );
  });

  it('uses that sentence as the hint and inside the refusal, and its parts as the checklist', () => {
    for (const language of languages) {
      const messages = validationMessages[language];
      expect(messages.passwordRulesConsumer).toBe(passwordRulesStatement('consumer', language));
      expect(messages.passwordRefusedConsumer.endsWith(messages.passwordRulesConsumer)).toBe(true);
      expect(messages.passwordRefusedAgent.endsWith(messages.passwordRulesAgent)).toBe(true);
      expect(messages.passwordRulesConsumer.toLowerCase()).toContain(
        messages.passwordRule_consumer_notCommon.toLowerCase(),
      );
      expect(messages.passwordRulesAgent.toLowerCase()).toContain(
        messages.passwordRule_agent_special.toLowerCase(),
      );
    }
  });

  it('checks consumers against their two rules only, and agents against all seven', () => {
    expect(unmetPasswordRules('consumer', 'sunflower')).toEqual([]);
    expect(unmetPasswordRules('consumer', 'Sun7!')).toEqual(['minLength']);
    expect(unmetPasswordRules('consumer', 'password123')).toEqual(['notCommon']);
    expect(unmetPasswordRules('agent', 'sunflower')).toEqual([
      'minLength',
      'uppercase',
      'digit',
      'special',
      'noPattern', // 'wer' is a keyboard run
    ]);
  });
});
