import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  registerServiceWorker,
  type Navigations,
} from '@/web/features/offline/register-service-worker';

function fakeContainer(controlled: boolean) {
  const target = new EventTarget();
  return Object.assign(target, {
    controller: controlled ? {} : null,
    register: vi.fn(() => Promise.resolve({})),
  }) as unknown as ServiceWorkerContainer & { register: ReturnType<typeof vi.fn> };
}

function fakeRouter() {
  let listener: (state: { location: { key: string } }) => void = () => {};
  const router: Navigations = {
    state: { location: { key: 'first' } },
    subscribe: (next) => {
      listener = next;
      return () => {};
    },
  };
  return { router, navigate: (key: string) => listener({ location: { key } }) };
}

let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    reload,
  } as unknown as Location);
});
afterEach(() => vi.restoreAllMocks());

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole app', () => {
    const container = fakeContainer(false);
    registerServiceWorker(fakeRouter().router, container);
    window.dispatchEvent(new Event('load'));
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('after a new version takes over, the next move to another screen loads the new code', () => {
    const container = fakeContainer(true);
    const { router, navigate } = fakeRouter();
    registerServiceWorker(router, container);
    navigate('first'); // a state change on the same screen (e.g. loading data)
    navigate('second');
    expect(reload).not.toHaveBeenCalled();

    container.dispatchEvent(new Event('controllerchange'));
    navigate('second');
    expect(reload).not.toHaveBeenCalled();
    navigate('third');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker arrives on a page that had none', () => {
    const container = fakeContainer(false);
    const { router, navigate } = fakeRouter();
    registerServiceWorker(router, container);
    container.dispatchEvent(new Event('controllerchange'));
    navigate('second');
    expect(reload).not.toHaveBeenCalled();
  });
});
