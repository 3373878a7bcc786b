/** One signed-in device as GET /api/sessions lists it (never its token). */
export interface SessionDto {
  id: string;
  /** "Chrome on Windows", from the browser's user agent; "Unknown device" when it says nothing usable. */
  device: string;
  ip_address: string | null;
  created_at: string;
  /** When the session was last refreshed (at most a day behind the last visit). */
  last_seen_at: string;
  /** The session of the browser asking. */
  current: boolean;
}

export interface SessionsResponse {
  sessions: SessionDto[];
}
