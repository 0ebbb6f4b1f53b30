import { describe, expect, it } from 'vitest';
import { isCommonPassword, unmetAgentPasswordRules } from '../../shared/password-rules';
import { factoryPassword } from './factories';
import { demoAccounts } from './seed';

describe('demo and factory accounts', () => {
  it('use passwords that pass the rules of their roles', () => {
    expect(unmetAgentPasswordRules(demoAccounts.agent.password)).toEqual([]);
    expect(unmetAgentPasswordRules(demoAccounts.admin.password)).toEqual([]);
    expect(unmetAgentPasswordRules(factoryPassword)).toEqual([]);
    expect(demoAccounts.consumer.password.length).toBeGreaterThanOrEqual(8);
    expect(isCommonPassword(demoAccounts.consumer.password)).toBe(false);
  });
});
