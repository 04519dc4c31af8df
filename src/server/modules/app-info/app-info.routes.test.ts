import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/app-info', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { PUBLIC_URL: 'https://read.example.org/' } });
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('tells a visitor the address Canyon is served at and the AI provider in use', async () => {
    const res = await t.app.request('/api/app-info');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      publicUrl: 'https://read.example.org',
      aiProvider: 'extractive',
      billingEnabled: false,
      operator: { name: null, email: null },
      mailDelivery: 'outbox',
    });
  });

  it('says mail goes by SMTP when SMTP_URL is set', async () => {
    const smtp = await createTestApp('sqlite', {
      env: { SMTP_URL: 'smtp://mail.example.org:587' },
    });
    try {
      const info = (await (await smtp.app.request('/api/app-info')).json()) as {
        mailDelivery: unknown;
      };
      expect(info.mailDelivery).toBe('smtp');
    } finally {
      await smtp.db.drop();
    }
  });

  it('names the operator for the terms and privacy pages', async () => {
    const named = await createTestApp('sqlite', {
      env: { OPERATOR_NAME: 'Example Reading Club', SUPPORT_EMAIL: 'help@example.org' },
    });
    try {
      const info = (await (await named.app.request('/api/app-info')).json()) as {
        operator: unknown;
      };
      expect(info.operator).toEqual({ name: 'Example Reading Club', email: 'help@example.org' });
    } finally {
      await named.db.drop();
    }
  });

  it('is listed in the API description', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(doc.paths['/api/app-info']).toHaveProperty('get');
  });
});
