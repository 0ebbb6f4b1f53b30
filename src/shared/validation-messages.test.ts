import { describe, expect, it } from 'vitest';
import { translateValidationMessage, validationMessages } from './validation-messages';

describe('translateValidationMessage', () => {
  it('translates keys and fills in parameters', () => {
    expect(translateValidationMessage('roleRequired', 'en', { role: 'agent' })).toBe(
      'This area requires agent access.',
    );
    expect(translateValidationMessage('tooManyAttemptsSeconds', 'es', { count: 42 })).toContain(
      'Espere 42 segundos',
    );
  });

  it('passes other messages through unchanged', () => {
    expect(translateValidationMessage('Some server text', 'es')).toBe('Some server text');
  });

  it('has the same keys in English and Spanish', () => {
    expect(Object.keys(validationMessages.es).sort()).toEqual(
      Object.keys(validationMessages.en).sort(),
    );
  });
});
