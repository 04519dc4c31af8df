import { z } from 'zod';

// Canyon's Content-Security-Policy forbids eval (SECURITY.md §19). The first time zod builds an
// object schema it probes for eval with `new Function`, and the browser reports that probe as
// a CSP violation even though zod catches the error. Jitless parsing never needs eval. This
// module must load before any schema is built: providers.tsx imports it first.
z.config({ jitless: true });
