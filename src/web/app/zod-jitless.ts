// Canyon's Content-Security-Policy forbids eval (SECURITY.md §19). Unless told otherwise, zod
// probes for eval with `new Function` when it builds an object schema, and the browser reports
// that probe as a CSP violation even though zod catches the error. zod reads its settings from
// this global (creating it only if absent), so setting it here turns on jitless parsing without
// pulling zod into the first bundle: only the screens that validate load it. main.tsx imports
// this module first, before anything can build a schema.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

export {};
