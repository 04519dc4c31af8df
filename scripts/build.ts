// `npm run build`: a fresh production build of the web app (dist/web) and the server
// (dist/server). `npm start` runs this with the names of the parts that are out of date.
import { buildServer } from './server-build';
import { buildWeb } from './web-build';

const requested = process.argv.slice(2);
const parts = requested.length > 0 ? requested : ['web', 'server'];
for (const part of parts) {
  if (part === 'web') await buildWeb();
  else if (part === 'server') await buildServer();
  else throw new Error(`Unknown build part "${part}" (expected web or server)`);
}
