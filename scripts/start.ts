// `npm start`: build the web app when its build is missing or older than its sources, then serve.
import { ensureWebBuild } from './web-build';
import { main } from '../src/server/main';

await ensureWebBuild();
await main();
