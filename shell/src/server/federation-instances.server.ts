/**
 * Module Federation's runtime (2.9) keeps every runtime instance in a process-wide list,
 * `globalThis.__FEDERATION__.__INSTANCES__`, and offers no API to take one out: its
 * `getInstance(finder)` only reads the list. This is the one place the host reaches into it;
 * federation-instances.server.test.ts fails when the runtime moves or renames the list.
 */
interface ListedInstance {
  readonly name?: string;
}

function instanceList(): ListedInstance[] | undefined {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: unknown } }).__FEDERATION__;
  const list = federation?.__INSTANCES__;
  return Array.isArray(list) ? (list as ListedInstance[]) : undefined;
}

/** Takes every listed instance `matches` accepts out of the runtime's list; returns how many. */
export function dropFederationInstances(matches: (instance: ListedInstance) => boolean): number {
  const list = instanceList();
  if (!list) return 0;
  let dropped = 0;
  for (let index = list.length - 1; index >= 0; index -= 1) {
    const instance = list[index];
    if (instance !== undefined && matches(instance)) {
      list.splice(index, 1);
      dropped += 1;
    }
  }
  return dropped;
}
