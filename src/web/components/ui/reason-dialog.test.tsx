// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { passInputSchema } from '../../../shared/contracts/leads';
import { ApiError } from '../../lib/api-client';
import { renderWithI18n } from '../../test-support/render-with-i18n';
import { ReasonDialog, type ReasonDialogTexts } from './reason-dialog';

const texts: ReasonDialogTexts = {
  trigger: 'Pass',
  title: 'Pass on Ana Ruiz?',
  description: 'The request goes on to the next agent.',
  reason: 'Reason',
  reasonHint: 'Only you and the team see it.',
  cancel: 'Keep the lead',
  confirm: 'Pass on this lead',
  confirming: 'Passing…',
  close: 'Close',
};

function open(onSubmit: (reason: string) => Promise<unknown>, onDecided = vi.fn()) {
  renderWithI18n(
    <ReasonDialog
      texts={texts}
      schema={passInputSchema}
      onSubmit={onSubmit}
      onDecided={onDecided}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
  return {
    dialog: screen.getByRole('dialog', { name: 'Pass on Ana Ruiz?' }),
    reason: screen.getByLabelText('Reason') as HTMLTextAreaElement,
    confirm: screen.getByRole('button', { name: 'Pass on this lead' }),
    onDecided,
  };
}

describe('ReasonDialog', () => {
  it('requires a reason: an empty one is refused at the field and nothing is sent', async () => {
    const onSubmit = vi.fn(async () => {});
    const { reason, confirm, onDecided } = open(onSubmit);
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    const errorId = (reason.getAttribute('aria-describedby') ?? '').split(' ')[1] ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(
      'Give a reason for passing (at least 3 characters)',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onDecided).not.toHaveBeenCalled();
  });

  it('submits the reason, trimmed by the contract, then closes and reports the decision', async () => {
    const onSubmit = vi.fn(async (_reason: string) => {});
    const { reason, confirm, onDecided } = open(onSubmit);
    fireEvent.change(reason, { target: { value: '  Outside my area  ' } });
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith('Outside my area');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the dialog open with the server's words on the field when the decision fails", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onSubmit = vi.fn(async () => {
      throw new ApiError('Bad request', 400, 'Invalid reason', false, [
        { path: 'reason', message: 'Say more than that' },
      ]);
    });
    const { reason, confirm, onDecided } = open(onSubmit);
    fireEvent.change(reason, { target: { value: 'Busy' } });
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(screen.getByText('Say more than that')).toBeTruthy());
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onDecided).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
