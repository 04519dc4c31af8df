import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';

/**
 * SECURITY.md §19 on every response. Scripts only from our origin (no inline script);
 * inline styles stay allowed because dialog primitives set them at run time. Images only
 * from Canyon itself (article images are fetched by the server and served from /api/images,
 * SECURITY.md 45) and data: URLs. HSTS only when Canyon is served over HTTPS. A response that
 * sets one of these headers itself keeps its own (article images set a stricter policy).
 */
export const createSecurityHeaders = (config: Pick<Config, 'publicUrl'>) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? 'max-age=31536000; includeSubDomains'
      : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    overwrite: false,
  });
