import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientEvent } from '@/shared/events/usage-events';
import { useUsageEventOnce } from '@/web/features/usage-events/use-usage-event-once';

let fetch: ReturnType<typeof vi.fn>;
const sent = () =>
  fetch.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string) as unknown);

function Probe({ visit, event }: { visit: string; event: ClientEvent | null }) {
  useUsageEventOnce(visit, event);
  return null;
}

const read = (id: string): ClientEvent => ({
  name: 'article_read',
  properties: { article_id: id },
});

describe('useUsageEventOnce', () => {
  beforeEach(() => {
    fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => vi.restoreAllMocks());

  it('records once per visit, however often it renders, also under StrictMode', () => {
    const view = render(
      <StrictMode>
        <Probe visit="a1" event={read('a1')} />
      </StrictMode>,
    );
    view.rerender(
      <StrictMode>
        <Probe visit="a1" event={read('a1')} />
      </StrictMode>,
    );
    expect(sent()).toEqual([read('a1')]);
  });

  it('waits while the event is null, then records it once', () => {
    const view = render(<Probe visit="a1" event={null} />);
    expect(fetch).not.toHaveBeenCalled();
    view.rerender(<Probe visit="a1" event={read('a1')} />);
    view.rerender(<Probe visit="a1" event={read('a1')} />);
    expect(sent()).toEqual([read('a1')]);
  });

  it('starts a new visit with a new key, even after one that recorded nothing', () => {
    const view = render(<Probe visit="a1" event={read('a1')} />);
    view.rerender(<Probe visit="a2" event={null} />);
    view.rerender(<Probe visit="a1" event={read('a1')} />);
    view.rerender(<Probe visit="a2" event={read('a2')} />);
    expect(sent()).toEqual([read('a1'), read('a1'), read('a2')]);
  });

  it('records again in a new mount (a new visit)', () => {
    const first = render(<Probe visit="help" event={{ name: 'help_page_view', properties: {} }} />);
    first.unmount();
    render(<Probe visit="help" event={{ name: 'help_page_view', properties: {} }} />);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
