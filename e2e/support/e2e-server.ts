// The browser tests' server (playwright.config.ts webServer): Canyon as `npm start` runs it,
// with a local SMTP server for its mail and a local OpenID provider for single sign-on, both on
// loopback and started first, so Canyon finds them when it starts.
import { mailDir, OIDC_CLIENT } from './e2e-env';
import { startMailCapture } from './mail-capture';
import { startOidcStandIn } from './oidc-stand-in';

const dataDir = process.env.DATA_DIR;
const publicUrl = process.env.PUBLIC_URL;
if (!dataDir || !publicUrl) throw new Error('e2e-server needs DATA_DIR and PUBLIC_URL');

const mail = await startMailCapture(mailDir(dataDir));
const oidc = await startOidcStandIn({
  clientId: OIDC_CLIENT.id,
  clientSecret: OIDC_CLIENT.secret,
  redirectUri: `${publicUrl}/api/auth/callback/oidc`,
});

process.env.SMTP_URL = `smtp://127.0.0.1:${mail.port}`;
process.env.OIDC_ISSUER = oidc.issuer;
process.env.OIDC_CLIENT_ID = OIDC_CLIENT.id;
process.env.OIDC_CLIENT_SECRET = OIDC_CLIENT.secret;
process.env.OIDC_NAME = OIDC_CLIENT.name;

// Builds what is stale, then runs the compiled server (dist/server/main.js): exactly `npm start`,
// so the browser tests exercise the production build.
await import('../../scripts/start.js');
