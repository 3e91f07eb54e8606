/**
 * PDFs open in the browser's own viewer, which the app's strict CSP would break (Chrome's viewer needs inline
 * styles and a plugin object). A PDF response carries no script, so it gets this narrow policy instead.
 */
export const PDF_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: blob:; object-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'"
