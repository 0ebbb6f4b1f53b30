// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dangerButtonClassName, SubmitButton, secondaryButtonClassName } from './button';

afterEach(cleanup);

describe('SubmitButton', () => {
  it('submits with its label while idle', () => {
    render(<SubmitButton isSubmitting={false} label="Save" pendingLabel="Saving…" />);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('submit');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('is disabled and relabelled while the request runs', () => {
    render(<SubmitButton isSubmitting label="Save" pendingLabel="Saving…" />);
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('button looks', () => {
  it('tell a secondary action from one that cannot be taken back, and both dim when disabled', () => {
    expect(secondaryButtonClassName).toContain('bg-white');
    expect(dangerButtonClassName).toContain('bg-red-700');
    expect(secondaryButtonClassName).not.toContain('bg-red-700');
    for (const look of [secondaryButtonClassName, dangerButtonClassName]) {
      expect(look).toContain('disabled:opacity-60');
    }
  });
});
