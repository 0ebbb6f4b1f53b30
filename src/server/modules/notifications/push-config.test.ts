import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { defaultPushServiceHosts } from '../../lib/push-endpoint';

describe('push settings (decision 0072)', () => {
  it("allows the browsers' push services by default", () => {
    expect(loadConfig({}).PUSH_SERVICE_HOSTS).toEqual([...defaultPushServiceHosts]);
    expect(loadConfig({}).PUSH_TEST_SERVICES).toBeUndefined();
  });

  it('takes stand-in push services in tests only, at loopback only', () => {
    const standIn = { PUSH_TEST_SERVICES: 'push.lion.test=127.0.0.1' };
    expect(loadConfig({ ...standIn, NODE_ENV: 'test' }).PUSH_TEST_SERVICES).toEqual([
      'push.lion.test=127.0.0.1',
    ]);
    // Production is the default: unset NODE_ENV refuses it as well.
    expect(() => loadConfig(standIn)).toThrow(ConfigError);
    expect(() => loadConfig({ ...standIn, NODE_ENV: 'production' })).toThrow(/PUSH_TEST_SERVICES/);
    expect(() =>
      loadConfig({ ...standIn, NODE_ENV: 'development', PUBLIC_ORIGIN: 'HTTPS://lion.example' }),
    ).toThrow(/PUSH_TEST_SERVICES/);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', PUSH_TEST_SERVICES: 'push.lion.test=169.254.169.254' }),
    ).toThrow(/loopback/);
  });
});
