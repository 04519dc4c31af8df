import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { registerListenersLazily } from './perf-linkedom-listeners';

type Target = {
  addEventListener(type: string, listener: (event: { type: string }) => void): void;
  removeEventListener(type: string, listener: (event: { type: string }) => void): void;
  dispatchEvent(event: unknown): boolean;
};

describe('lazy listener registration on linkedom', () => {
  it('finds linkedom’s listener map and installs once', () => {
    expect(registerListenersLazily()).toBe(true);
    expect(registerListenersLazily()).toBe(true);
  });

  it('leaves events working on nodes built afterwards', () => {
    registerListenersLazily();
    const { document, Event } = parseHTML('<html><body><div><p>x</p></div></body></html>');
    const p = document.querySelector('p') as unknown as Target;
    const div = document.querySelector('div') as unknown as Target;
    const heard: string[] = [];
    const onP = (event: { type: string }) => heard.push(`p:${event.type}`);
    const onDiv = (event: { type: string }) => heard.push(`div:${event.type}`);
    p.addEventListener('ping', onP);
    div.addEventListener('ping', onDiv);
    p.dispatchEvent(new Event('ping', { bubbles: true }));
    expect(heard).toEqual(['p:ping', 'div:ping']);
    p.removeEventListener('ping', onP);
    p.dispatchEvent(new Event('ping', { bubbles: true }));
    expect(heard).toEqual(['p:ping', 'div:ping', 'div:ping']);
    // A node nobody listens to dispatches to nobody, and can be listened to later.
    const span = document.createElement('span') as unknown as Target;
    expect(span.dispatchEvent(new Event('ping'))).toBe(true);
    span.removeEventListener('ping', onP);
  });
});
