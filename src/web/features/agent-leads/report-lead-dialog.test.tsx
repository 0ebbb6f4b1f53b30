// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badLeadValidationMessages } from '../../../shared/bad-lead-validation-messages';
import { baseValidationMessages } from '../../../shared/base-validation-messages';
import type { Language } from '../../../shared/languages';
import enBadLeads from '../../locales/en/badLeads.json';
import esBadLeads from '../../locales/es/badLeads.json';
import { ReportLeadDialog } from './report-lead-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(language: Language, onReported = vi.fn()) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    initAsync: false,
    resources: {
      en: {
        badLeads: enBadLeads,
        validation: { ...baseValidationMessages.en, ...badLeadValidationMessages.en },
      },
      es: {
        badLeads: esBadLeads,
        validation: { ...baseValidationMessages.es, ...badLeadValidationMessages.es },
      },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ReportLeadDialog leadId="lead-1" customerName="Ana Ruiz" onReported={onReported} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return onReported;
}

describe('ReportLeadDialog', () => {
  it('asks for a reason before sending anything, in Spanish too', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderDialog('es');
    fireEvent.click(screen.getByRole('button', { name: /Reportar este cliente potencial/ }));
    const dialog = screen.getByRole('dialog', {
      name: 'Reportar el cliente potencial de Ana Ruiz',
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reportar' }));
    });
    const group = screen.getByRole('group', { name: '¿Qué falla?' });
    const errorId = group.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(
      'Elija por qué reporta este cliente potencial',
    );
    expect(dialog).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the chosen reason and the trimmed note, then tells the screen', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            id: 'r1',
            leadId: 'lead-1',
            reason: 'fake_details',
            note: 'Wrong number',
            createdAt: '2026-11-28T01:00:00.000Z',
            withdrawn: false,
          }),
          { status: 201, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const onReported = renderDialog('en');
    fireEvent.click(screen.getByRole('button', { name: /Report this lead/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Fake details/ }));
    fireEvent.change(screen.getByLabelText('Note (optional)'), {
      target: { value: '  Wrong number  ' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Report lead' }));
    });
    await waitFor(() => expect(onReported).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/agent/leads/lead-1/report');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'fake_details', note: 'Wrong number' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
