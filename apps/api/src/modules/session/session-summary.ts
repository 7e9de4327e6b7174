/** One of a user's open sessions, as they may see it (the list of their devices). */
export interface SessionSummary {
  /** The session's public id: it names the session to end it, and opens nothing. */
  id: string;
  /** The browser's User-Agent at sign-in, if it sent one. */
  userAgent: string | null;
  /** The address of its last request. */
  ip: string | null;
  createdAt: Date;
  lastUsedAt: Date;
  /** Whether it is the session of the request that asks. */
  current: boolean;
}
