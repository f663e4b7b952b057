import { describe, expect, it } from 'vitest';
import { addressKey, createAddressLimit } from '../../src/server/addressLimit.ts';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('the per-address limit', () => {
  it('allows max requests in a window, refuses the next until the window ends, then counts afresh', () => {
    const time = clock();
    const limit = createAddressLimit({ max: 3, windowMs: 60_000, now: time.now });
    for (let i = 0; i < 3; i++) expect(limit.hit('10.0.0.7').allowed).toBe(true);
    time.advance(20_500);
    expect(limit.hit('10.0.0.7')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    time.advance(39_000);
    expect(limit.hit('10.0.0.7')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(500);
    expect(limit.hit('10.0.0.7').allowed).toBe(true);
  });

  it('counts each address on its own', () => {
    const limit = createAddressLimit({ max: 1, windowMs: 60_000 });
    expect(limit.hit('10.0.0.7').allowed).toBe(true);
    expect(limit.hit('10.0.0.7').allowed).toBe(false);
    expect(limit.hit('10.0.0.8').allowed).toBe(true);
  });

  it('counts a whole IPv6 /64 as one address, and an IPv4-mapped address as the IPv4 one', () => {
    expect(addressKey('2001:db8:0:0:aaaa::1')).toBe(addressKey('2001:DB8::ffff:1'));
    expect(addressKey('2001:db8:0:1::1')).not.toBe(addressKey('2001:db8::1'));
    expect(addressKey('::ffff:10.0.0.7')).toBe('10.0.0.7');
    const limit = createAddressLimit({ max: 1, windowMs: 60_000 });
    expect(limit.hit('2001:db8::1').allowed).toBe(true);
    expect(limit.hit('2001:db8::2').allowed).toBe(false);
    expect(limit.hit('2001:db8:0:1::1').allowed).toBe(true);
    expect(limit.hit('10.0.0.7').allowed).toBe(true);
    expect(limit.hit('::ffff:10.0.0.7').allowed).toBe(false);
  });

  it('tracks a bounded number of addresses, dropping ended windows first', () => {
    const time = clock();
    const limit = createAddressLimit({ max: 1, windowMs: 1000, maxAddresses: 100, now: time.now });
    expect(limit.hit('10.9.9.9').allowed).toBe(true);
    time.advance(500);
    for (let i = 0; i < 99; i++) limit.hit(`10.0.0.${i}`);
    expect(limit.size).toBe(100);
    // A flood of new addresses cannot grow what is kept.
    for (let i = 0; i < 1000; i++) limit.hit(`10.1.${i >> 8}.${i & 255}`);
    expect(limit.size).toBeLessThanOrEqual(100);
    // An address still in its window is still refused while it is tracked.
    time.advance(100);
    const fresh = createAddressLimit({ max: 1, windowMs: 1000, maxAddresses: 100, now: time.now });
    fresh.hit('10.9.9.9');
    for (let i = 0; i < 50; i++) fresh.hit(`10.0.0.${i}`);
    expect(fresh.hit('10.9.9.9').allowed).toBe(false);
  });
});
