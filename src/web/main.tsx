// First, before anything builds a zod schema (see the module).
import '@/web/app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/web/app/providers';
import { createAppRouter } from '@/web/app/router';
import { registerServiceWorker } from '@/web/features/offline/register-service-worker';
import '@/web/styles.css';

// Spec §2: every navigation starts at the top, so the browser must not restore positions itself.
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

const router = createAppRouter();
// Production builds only: the development server has no service worker to register.
if (import.meta.env.PROD) registerServiceWorker(router);

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
