import { SITE } from '../lib/site'

/** Sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  return (
    <title>{title ? `${title} | ${SITE.name}` : `${SITE.name}: renovation cost estimates in under 3 minutes`}</title>
  )
}
