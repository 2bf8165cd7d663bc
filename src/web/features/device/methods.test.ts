import { describe, expect, it } from 'vitest';
import type { DeviceApiSupport } from '../../platform/deviceApis.ts';
import { deviceMessages as m } from './messages.ts';
import { unavailableReason } from './methods.ts';

const both = (status: DeviceApiSupport) => ({ serial: status, bluetooth: status });

describe('why a method cannot be used', () => {
  it('is nothing for an available method, and for the virtual displays whatever the browser', () => {
    expect(unavailableReason('serial', both('available'))).toBeUndefined();
    expect(unavailableReason('bluetooth', both('available'))).toBeUndefined();
    for (const status of ['insecure-context', 'unsupported', 'blocked-by-policy', 'adapter-off', 'unknown'] as const) {
      expect(unavailableReason('virtual320', both(status))).toBeUndefined();
      expect(unavailableReason('virtual768', both(status))).toBeUndefined();
    }
  });

  it('gives each state the reason that says its fix', () => {
    expect(unavailableReason('serial', both('insecure-context'))).toBe(m.insecureContext);
    expect(unavailableReason('bluetooth', both('insecure-context'))).toBe(m.insecureContext);
    expect(unavailableReason('serial', both('unsupported'))).toBe(m.serialUnsupported);
    expect(unavailableReason('bluetooth', both('unsupported'))).toBe(m.bluetoothUnsupported);
    expect(unavailableReason('serial', both('blocked-by-policy'))).toBe(m.blockedByPolicy);
    expect(unavailableReason('bluetooth', both('blocked-by-policy'))).toBe(m.blockedByPolicy);
    expect(unavailableReason('bluetooth', both('adapter-off'))).toBe(m.bluetoothOff);
    expect(unavailableReason('bluetooth', both('unknown'))).toBe(m.availabilityPending);
  });

  it('reads each method on its own', () => {
    const support = { serial: 'available', bluetooth: 'adapter-off' } as const;
    expect(unavailableReason('serial', support)).toBeUndefined();
    expect(unavailableReason('bluetooth', support)).toBe(m.bluetoothOff);
  });
});
