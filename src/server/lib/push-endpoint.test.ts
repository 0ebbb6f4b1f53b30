import { describe, expect, it } from 'vitest';
import {
  checkPushEndpoint,
  defaultPushServiceHosts,
  isPublicAddress,
  parseTestServices,
  pinnedLookup,
  type ResolvedAddress,
} from './push-endpoint';

const resolvingTo =
  (...addresses: string[]) =>
  async (): Promise<ResolvedAddress[]> =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('push endpoints (decision 0072)', () => {
  it('takes only public unicast addresses', () => {
    for (const address of ['142.250.181.234', '63.245.208.195', '2a00:1450:4001:80b::200a']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '0.0.0.0',
      '10.0.0.1',
      '100.64.0.1',
      '169.254.169.254',
      '172.16.5.4',
      '192.168.0.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '2001:db8::1',
      '2002:7f00:1::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses an allow-listed host when any of its addresses is not public', async () => {
    const policy = (resolver: () => Promise<ResolvedAddress[]>) => ({
      hosts: defaultPushServiceHosts,
      resolver,
    });
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    expect(await checkPushEndpoint(endpoint, policy(resolvingTo('142.250.181.234')))).toMatchObject(
      { ok: true },
    );
    expect(
      await checkPushEndpoint(endpoint, policy(resolvingTo('142.250.181.234', '10.0.0.7'))),
    ).toEqual({ ok: false, reason: 'pushEndpointPrivate' });
    expect(await checkPushEndpoint(endpoint, policy(resolvingTo()))).toEqual({
      ok: false,
      reason: 'pushEndpointUnresolved',
    });
    const failing = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await checkPushEndpoint(endpoint, policy(failing))).toEqual({
      ok: false,
      reason: 'pushEndpointUnresolved',
    });
    // A subdomain wildcard matches subdomains only, never a look-alike.
    expect(
      await checkPushEndpoint(
        'https://wns2-par02p.notify.windows.com/w/?token=x',
        policy(resolvingTo('40.77.226.250')),
      ),
    ).toMatchObject({ ok: true });
    for (const lookAlike of [
      'https://evilnotify.windows.com/w',
      'https://notify.windows.com.evil.example/w',
      'http://fcm.googleapis.com/fcm/send/abc',
    ]) {
      expect(
        await checkPushEndpoint(lookAlike, policy(resolvingTo('142.250.181.234'))),
        lookAlike,
      ).toEqual({ ok: false, reason: 'pushEndpointNotAllowed' });
    }
  });

  it('connects to the checked addresses only, whatever DNS says later', () => {
    const lookup = pinnedLookup([{ address: '142.250.181.234', family: 4 }]);
    const answers: unknown[] = [];
    lookup('fcm.googleapis.com', {}, (error, address, family) =>
      answers.push({ error, address, family }),
    );
    lookup('fcm.googleapis.com', { all: true }, (error, address) =>
      answers.push({ error, address }),
    );
    expect(answers).toEqual([
      { error: null, address: '142.250.181.234', family: 4 },
      { error: null, address: [{ address: '142.250.181.234', family: 4 }] },
    ]);
  });

  it('takes stand-in services at loopback addresses only', () => {
    expect(parseTestServices(['push.lion.test=127.0.0.1'])).toEqual(
      new Map([['push.lion.test', '127.0.0.1']]),
    );
    expect(parseTestServices(['push.lion.test=10.0.0.1'])).toBeNull();
    expect(parseTestServices(['push.lion.test'])).toBeNull();
  });
});
