/** React 19 hoists <title> into <head>, so each page can name the browser tab itself. */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · Canyon` : 'Canyon — Save. Understand. Thrive.'}</title>;
}
