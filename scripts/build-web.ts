// `npm run build`: a fresh production build of the web app into dist/web.
import { buildWeb } from './web-build';

await buildWeb();
