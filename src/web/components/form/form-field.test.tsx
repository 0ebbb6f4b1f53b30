// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test-support/render-with-i18n';
import { SelectInput, TextInput } from './form-controls';
import { TextField } from './form-field';

const describedIds = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);

describe('TextField', () => {
  it('labels the input and describes it by its hint while valid', () => {
    renderWithI18n(<TextField label="Work e-mail" hint="Your agency's address" />);
    const input = screen.getByLabelText('Work e-mail');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const [hintId, ...rest] = describedIds(input);
    expect(rest).toEqual([]);
    expect(document.getElementById(hintId ?? '')?.textContent).toBe("Your agency's address");
  });

  it('shows the validation key as the reader language words and points aria-describedby at it', () => {
    renderWithI18n(
      <TextField label="Nombre" hint="Como en su licencia" errorKey="required" />,
      'es',
    );
    const input = screen.getByLabelText('Nombre');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = describedIds(input);
    expect(ids).toHaveLength(2);
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Como en su licencia', 'Este campo es obligatorio']);
  });
});

describe('TextInput and SelectInput', () => {
  it("show the server's own words as the error, tied to the control", () => {
    renderWithI18n(
      <>
        <TextInput label="ZIP code" error="No agent serves 99999" />
        <SelectInput label="State" defaultValue="">
          <option value="">Choose</option>
          <option value="TX">Texas</option>
        </SelectInput>
      </>,
    );
    const zip = screen.getByLabelText('ZIP code');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    const [errorId] = describedIds(zip);
    expect(document.getElementById(errorId ?? '')?.textContent).toBe('No agent serves 99999');
    const state = screen.getByLabelText('State');
    expect(state.tagName).toBe('SELECT');
    expect(state.getAttribute('aria-invalid')).toBeNull();
    expect(state.getAttribute('aria-describedby')).toBeNull();
  });
});
