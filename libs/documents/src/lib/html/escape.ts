const REPLACEMENTS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/**
 * Escapes text for HTML element content and quoted attribute values. Control characters (other
 * than tab and line breaks) are dropped: they have no business in a document.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function escapeHtml(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '').replace(/[&<>"'`]/g, (char) => REPLACEMENTS[char]);
}
