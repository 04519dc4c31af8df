import { startFixtureSite } from './fixture-site';

/** Starts the loopback site articles are saved from; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startFixtureSite();
}
