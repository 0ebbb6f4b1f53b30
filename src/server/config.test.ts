import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  isHttpsOrigin,
  loadConfig,
  postalAddressWarning,
  publicOrigin,
} from './config';

describe('loadConfig', () => {
  it('works with no environment at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.DATA_DIR).toBe('./.data');
    expect(config.SEED_DEMO).toBe(true);
    expect(config.AUTH_RATE_LIMIT_PER_MINUTE).toBe(10);
    expect(config.ESTIMATE_RATE_LIMIT_PER_MINUTE).toBe(60);
  });

  it('reads ESTIMATE_RATE_LIMIT_PER_MINUTE and refuses a limit below 1', () => {
    expect(loadConfig({ ESTIMATE_RATE_LIMIT_PER_MINUTE: '5' }).ESTIMATE_RATE_LIMIT_PER_MINUTE).toBe(
      5,
    );
    expect(() => loadConfig({ ESTIMATE_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
      /ESTIMATE_RATE_LIMIT_PER_MINUTE/,
    );
    expect(() => loadConfig({ ESTIMATE_RATE_LIMIT_PER_MINUTE: 'many' })).toThrow(
      /ESTIMATE_RATE_LIMIT_PER_MINUTE/,
    );
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url' });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('DATABASE_URL');
    }
  });

  it('reads social profile URLs and refuses anything that is not a URL', () => {
    expect(loadConfig({}).SOCIAL_PROFILE_URLS).toHaveLength(4);
    expect(
      loadConfig({ SOCIAL_PROFILE_URLS: 'https://a.example/x, https://b.example/y' })
        .SOCIAL_PROFILE_URLS,
    ).toEqual(['https://a.example/x', 'https://b.example/y']);
    expect(() => loadConfig({ SOCIAL_PROFILE_URLS: 'not a url' })).toThrow(/SOCIAL_PROFILE_URLS/);
  });

  it('seeds the demo by default on the embedded database only (finding 1.4)', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    const deployment = loadConfig({ DATABASE_URL: 'postgres://lion@db.internal:5432/lion' });
    expect(deployment.SEED_DEMO).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://lion@db.internal:5432/lion', SEED_DEMO: 'true' })
        .SEED_DEMO,
    ).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes please' })).toThrow(/SEED_DEMO/);
  });

  it('reads SEED_DEMO=false and a list of trusted proxies', () => {
    const config = loadConfig({ SEED_DEMO: 'false', TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2' });
    expect(config.SEED_DEMO).toBe(false);
    expect(config.TRUSTED_PROXIES).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('reads PUBLIC_ORIGIN with the URL parser: capitals are https too (issue 27, finding 6)', () => {
    for (const spelling of [
      'HTTPS://LION.EXAMPLE',
      'Https://Lion.Example/',
      ' https://lion.example ',
    ]) {
      const config = loadConfig({ PUBLIC_ORIGIN: spelling });
      expect(config.PUBLIC_ORIGIN).toBe('https://lion.example');
      expect(isHttpsOrigin(config)).toBe(true);
      expect(publicOrigin(config)).toBe('https://lion.example');
    }
    expect(loadConfig({ PUBLIC_ORIGIN: 'HTTP://LOCALHOST:8080' }).PUBLIC_ORIGIN).toBe(
      'http://localhost:8080',
    );
    expect(isHttpsOrigin(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:8080' }))).toBe(false);
    expect(isHttpsOrigin(loadConfig({}))).toBe(false);
    // A configuration built without loadConfig (tests, tools) is read by the parser as well.
    expect(isHttpsOrigin({ PUBLIC_ORIGIN: 'HTTPS://LION.EXAMPLE' })).toBe(true);
  });

  it('refuses a PUBLIC_ORIGIN that is not a bare http(s) origin, saying why', () => {
    const refusals: [string, RegExp][] = [
      ['lion.example', /absolute origin/],
      ['ftp://lion.example', /https:\/\/ or http:\/\//],
      ['javascript://lion.example', /https:\/\/ or http:\/\//],
      ['https://admin:secret@lion.example', /user name or password/],
      ['https://lion.example/app', /no path, query or fragment/],
      ['https://lion.example?x=1', /no path, query or fragment/],
      ['https://lion.example/#top', /no path, query or fragment/],
      ['https://', /absolute origin/],
    ];
    for (const [value, why] of refusals) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: value })).toThrow(ConfigError);
      expect(() => loadConfig({ PUBLIC_ORIGIN: value })).toThrow(/PUBLIC_ORIGIN/);
      expect(() => loadConfig({ PUBLIC_ORIGIN: value })).toThrow(why);
    }
  });

  it('does not seed the demo by default on a network HOST, as in the container image', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ HOST: '::' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ HOST: '192.168.1.20' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ HOST: 'localhost' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ HOST: '::1' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ HOST: '127.0.0.1' }).SEED_DEMO).toBe(true);
    // Asked for, it still seeds (a try-out in a container on one's own machine).
    expect(loadConfig({ HOST: '0.0.0.0', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });
});

describe('OPERATOR_POSTAL_ADDRESS (issue 30, section 4)', () => {
  it('warns at start only on an https deployment without the address', () => {
    const https = { PUBLIC_ORIGIN: 'https://lion.example' };
    expect(postalAddressWarning(loadConfig(https))).toMatch(/^OPERATOR_POSTAL_ADDRESS is not set/);
    expect(
      postalAddressWarning(
        loadConfig({ ...https, OPERATOR_POSTAL_ADDRESS: '100 Congress Ave, Austin, TX 78701' }),
      ),
    ).toBeNull();
    expect(postalAddressWarning(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:8080' }))).toBeNull();
    expect(postalAddressWarning(loadConfig({}))).toBeNull();
    expect(
      loadConfig({ ...https, OPERATOR_POSTAL_ADDRESS: '  1 Main St, Austin TX  ' })
        .OPERATOR_POSTAL_ADDRESS,
    ).toBe('1 Main St, Austin TX');
  });
});
