import { FIXTURE_IMAGE_PORT, startFixtureSite } from './fixture-site';

/**
 * Starts the loopback site articles are saved from, and the same site on a second port as the
 * host their pictures live on; the returned function stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopSite = await startFixtureSite();
  const stopImageHost = await startFixtureSite(FIXTURE_IMAGE_PORT).catch(async (error) => {
    await stopSite();
    throw error;
  });
  return async () => {
    await stopImageHost();
    await stopSite();
  };
}
