// TRUST_PROXY as the server reads it from the environment (src/server/config/config.ts): text in, what
// Fastify is given out; a value that would trust the wrong thing stops the start with a reason.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config/config.ts';

const trustProxy = (value?: string) =>
  loadConfig(value === undefined ? {} : { TRUST_PROXY: value }, false).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, 0 or false', () => {
    for (const value of [undefined, '', ' ', '0', 'false']) expect(trustProxy(value)).toBe(false);
  });

  it('reads a number as a hop count, not as an address', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 2 ')).toBe(2);
  });

  it("reads the proxies' addresses, blocks and range names", () => {
    expect(trustProxy('10.0.0.5, 10.0.1.0/24,fd00::/8 , loopback')).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true, which would believe the address a client writes', () => {
    expect(() => trustProxy('true')).toThrow(/TRUST_PROXY=true would believe any address/);
  });

  it('refuses what is neither a count nor an address, naming it', () => {
    for (const bad of ['proxy.local', '10.0.0.5,', '10.0.0.0/33', '1.5', '-1', '10.0.0.1/8/2'])
      expect(() => trustProxy(bad), bad).toThrow(/^TRUST_PROXY must be the number of proxies/);
    expect(() => trustProxy('10.0.0.5, nginx')).toThrow('"nginx" is neither');
  });
});
