/**
 * @jest-environment node
 */
import { createInstance, getInstance } from '@module-federation/enhanced/runtime';
import { dropFederationInstances } from './federation-instances.server';

/**
 * Guards the one reach into Module Federation's private state: if the runtime stops listing its
 * instances where dropFederationInstances looks, this fails (and server-federation.server.ts would
 * silently stop isolating remote builds).
 */
describe('the runtime’s list of instances', () => {
  it('holds what createInstance made, and dropFederationInstances takes exactly that out', () => {
    const instance = createInstance({ name: 'gagyeong_probe', remotes: [] });
    const other = createInstance({ name: 'gagyeong_probe_other', remotes: [] });
    expect(getInstance((listed) => listed === instance)).toBe(instance);

    expect(dropFederationInstances((listed) => listed === instance)).toBe(1);
    expect(getInstance((listed) => listed === instance)).toBeNull();
    expect(getInstance((listed) => listed === other)).toBe(other);

    expect(dropFederationInstances((listed) => listed.name === 'gagyeong_probe_other')).toBe(1);
    expect(getInstance((listed) => listed === other)).toBeNull();
  });
});
