import { STATUS_CODES } from 'node:http';

/** An HTTP status as a reader sees it in an error: "HTTP 404 Not Found", or "HTTP 599" when unnamed. */
export function httpStatusText(status: number): string {
  const name = STATUS_CODES[status];
  return name ? `HTTP ${status} ${name}` : `HTTP ${status}`;
}
