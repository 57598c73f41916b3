/**
 * The gates of lib/islands: when each island's code may load. Apart from islands.tsx so the app
 * shell can open them all on a client-side navigation without carrying the islands code.
 */
const gates = new Map<string, () => void>();
const released = new Set<string>();
let allReleased = false;

export function isReleased(key: string): boolean {
  return allReleased || released.has(key);
}

export function waitForRelease(key: string): Promise<void> {
  if (isReleased(key)) return Promise.resolve();
  return new Promise((resolve) => gates.set(key, resolve));
}

export function releaseIsland(key: string): void {
  released.add(key);
  gates.get(key)?.();
  gates.delete(key);
}

/** After a client-side navigation nothing on screen is prerendered: every island loads. */
export function releaseAllIslands(): void {
  allReleased = true;
  for (const open of gates.values()) open();
  gates.clear();
}
