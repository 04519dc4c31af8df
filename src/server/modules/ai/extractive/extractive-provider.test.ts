import { describe, expect, it } from 'vitest';
import { AI_MESSAGES, EXTRACTIVE_PROVIDER_ID } from '@/shared/ai/ai-schemas';
import { createExtractiveProvider } from './extractive-provider';
import { gridBatteries } from './fixtures/grid-batteries';
import { summarizeExtractively } from './summarize';

const live = () => new AbortController().signal;

describe('createExtractiveProvider', () => {
  const provider = createExtractiveProvider();

  it('is the extractive provider', () => {
    expect(provider.id).toBe(EXTRACTIVE_PROVIDER_ID);
  });

  it('streams each bullet as a markdown list item and returns the bullets', async () => {
    const deltas: string[] = [];
    const bullets = await provider.summarize(gridBatteries, {
      signal: live(),
      onText: (delta) => deltas.push(delta),
    });
    expect(bullets).toEqual(summarizeExtractively(gridBatteries));
    expect(deltas).toEqual(bullets.map((bullet) => `- ${bullet}\n`));
  });

  it('streams the whole answer once', async () => {
    const deltas: string[] = [];
    const answer = await provider.answer(gridBatteries, 'Who is the lead engineer?', {
      signal: live(),
      onText: (delta) => deltas.push(delta),
    });
    expect(answer).toContain('> ');
    expect(deltas).toEqual([answer]);
    expect(
      await provider.answer(gridBatteries, 'What is the capital of France?', { signal: live() }),
    ).toBe(AI_MESSAGES.noAnswer);
  });

  it('suggests up to 10 tags, leaving out those given', async () => {
    const all = await provider.suggestTags(gridBatteries, { signal: live(), existingTags: [] });
    expect(all.length).toBeGreaterThan(3);
    expect(all.length).toBeLessThanOrEqual(10);
    const rest = await provider.suggestTags(gridBatteries, {
      signal: live(),
      existingTags: [all[0]!.toUpperCase()],
    });
    expect(rest).not.toContain(all[0]);
    expect(rest).toContain(all[1]);
  });

  it('throws the signal’s reason when the call is already aborted', async () => {
    const controller = new AbortController();
    const reason = new Error('reader left');
    controller.abort(reason);
    const options = { signal: controller.signal };
    await expect(provider.summarize(gridBatteries, options)).rejects.toBe(reason);
    await expect(provider.answer(gridBatteries, 'Why?', options)).rejects.toBe(reason);
    await expect(
      provider.suggestTags(gridBatteries, { ...options, existingTags: [] }),
    ).rejects.toBe(reason);
  });
});
