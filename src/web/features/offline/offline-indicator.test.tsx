import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineIndicator } from '@/web/features/offline/offline-indicator';

let online = true;

beforeEach(() => {
  online = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => vi.restoreAllMocks());

function setOnline(value: boolean) {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

describe('OfflineIndicator', () => {
  it('says "You\'re offline" in a status region while offline, and nothing once back', () => {
    render(<OfflineIndicator />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe("You're offline");
    setOnline(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows at once when the page opens offline', () => {
    online = false;
    render(<OfflineIndicator />);
    expect(screen.getByRole('status').textContent).toBe("You're offline");
  });
});
