// Serve without touching the web build (the build is expected in dist/web). Used by tests and dev.
import { main } from '../src/server/main';

await main();
