/** The signed-in reader a request acts for, however it authenticated. */
export type AuthUser = {
  id: string;
  email: string;
  /** Display name; empty when the reader gave none. */
  name: string;
  image: string | null;
  emailVerified: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** The session cookie of the web app, or a personal API token. */
  via: 'session' | 'token';
};
