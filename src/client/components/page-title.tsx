import { SITE } from '../lib/site'

/**
 * Sets the document title, and the page's description for search results when given (React 19 hoists <title> and
 * <meta> into <head>; a prerendered page carries both in its HTML: docs/decisions/018-prerendering.md). Without a
 * description the site's own, in index.html, stands.
 */
export function PageTitle({ title, description }: { title?: string; description?: string }) {
  return (
    <>
      <title>{title ? `${title} | ${SITE.name}` : `${SITE.name}: renovation cost estimates in under 3 minutes`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  )
}
