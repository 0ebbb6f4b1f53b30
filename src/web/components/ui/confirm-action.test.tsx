// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmAction, type ConfirmActionTexts } from './confirm-action';

const texts: ConfirmActionTexts = {
  label: 'Delete',
  question: 'Delete the Honda Civic?',
  confirmLabel: 'Yes, delete',
  pendingLabel: 'Deleting...',
  cancelLabel: 'Cancel',
};

afterEach(cleanup);

/** A caller that hides its Edit button while the question stands. */
function Holder() {
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      {!isAsking && <button type="button">Edit</button>}
      <ConfirmAction
        texts={texts}
        isAsking={isAsking}
        onAskingChange={setIsAsking}
        onConfirm={() => setIsAsking(false)}
        isPending={false}
      />
    </>
  );
}

describe('ConfirmAction', () => {
  it('asks first, moves focus to confirm, and Cancel gives focus back to the button', () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmAction texts={texts} subject="Honda Civic" onConfirm={onConfirm} isPending={false} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Honda Civic' }));
    expect(screen.getByRole('group', { name: 'Delete the Honda Civic?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Honda Civic' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Honda Civic' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows the pending words on a disabled confirm while the action runs', () => {
    render(<ConfirmAction texts={texts} onConfirm={() => {}} isPending isAsking />);
    const confirm = screen.getByRole('button', { name: 'Deleting...' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
  });

  it('lets the caller hold the question open and close it', () => {
    render(<Holder />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });
});
