import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { startLocalOpenAiServer } from '@/server/test/local-openai-server';
import { createAiProvider } from './create-ai-provider';

const logger = pino({ level: 'silent' });

describe('createAiProvider', () => {
  it('is the extractive provider by default', () => {
    expect(createAiProvider(loadConfig({}), { logger }).id).toBe('extractive');
  });

  it.each([
    [{ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'k' }, 'openai:gpt-4o-mini'],
    [
      {
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'llama3.2',
        AI_BASE_URL: 'http://localhost:11434/v1',
      },
      'openai-compatible:llama3.2',
    ],
    [
      { AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-haiku-4-5', AI_API_KEY: 'k' },
      'anthropic:claude-haiku-4-5',
    ],
  ])('is a language model when one is configured: %j', (env, id) => {
    expect(createAiProvider(loadConfig(env), { logger }).id).toBe(id);
  });

  it('calls the configured model', async () => {
    const server = await startLocalOpenAiServer();
    try {
      server.reply(() => ({ text: '- One.\n- Two.\n- Three.' }));
      const config = loadConfig({
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'llama3.2',
        AI_BASE_URL: server.baseUrl,
      });
      const ai = createAiProvider(config, { logger });
      const article = { title: 'T', text: 'One. Two. Three.', language: null };
      const signal = new AbortController().signal;
      expect(await ai.summarize(article, { signal })).toEqual(['One.', 'Two.', 'Three.']);
      server.reply(() => ({ text: 'Two.' }));
      expect(await ai.answer(article, 'Which?', { signal })).toBe('Two.');
      server.reply(() => ({ text: 'numbers, counting' }));
      expect(await ai.suggestTags(article, { signal, existingTags: [] })).toEqual([
        'numbers',
        'counting',
      ]);
      expect(server.requests).toHaveLength(3);
    } finally {
      await server.close();
    }
  });
});
