// linkedom gives every node it builds (element, attribute, text, end marker) an entry in one
// module-wide WeakMap of event-listener maps, from its EventTarget constructor. Extraction never
// listens to an event, yet that registration was the largest single cost in a CPU profile of the
// train pages (12% of extraction time, before the garbage collector's extra work on a WeakMap
// holding every node of every page).
//
// Here the registration becomes lazy: the WeakMap's `set` and `get` are shadowed on that one
// WeakMap, so a node gets its listener map the first time anything asks for it (adding, removing
// or dispatching an event) rather than when it is built. Every event call sees the same maps as
// before. The WeakMap is private to linkedom; it is found by watching which WeakMap the
// EventTarget constructor writes to. If linkedom changes shape, nothing is replaced.

import { EventTarget } from 'linkedom';

type ListenerMaps = WeakMap<object, Map<string, unknown>>;

let installed = false;

/** The WeakMap linkedom's EventTarget constructor registers a new target in, if exactly one. */
function findListenerMaps(): ListenerMaps | null {
  const seen: ListenerMaps[] = [];
  const originalSet = WeakMap.prototype.set;
  WeakMap.prototype.set = function (this: ListenerMaps, key, value) {
    seen.push(this);
    return originalSet.call(this, key, value as Map<string, unknown>);
  };
  try {
    new EventTarget();
  } finally {
    WeakMap.prototype.set = originalSet;
  }
  return seen.length === 1 ? seen[0]! : null;
}

/** Builds linkedom nodes without registering them for events until one is used. */
export function registerListenersLazily(): boolean {
  if (installed) return true;
  const maps = findListenerMaps();
  if (!maps) return false;
  const { get, set } = WeakMap.prototype;
  Object.defineProperties(maps, {
    // The constructor's registration: nothing is stored yet.
    set: { value: (_key: object, _value: unknown) => maps },
    // Every reader of the map: the node's listener map, made on first use.
    get: {
      value: (key: object) => {
        let listeners = get.call(maps, key);
        if (!listeners) {
          listeners = new Map();
          set.call(maps, key, listeners);
        }
        return listeners;
      },
    },
  });
  installed = true;
  return true;
}
