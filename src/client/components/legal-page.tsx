import type { ReactNode } from 'react'
import { HeroPage } from './hero-page'

export interface LegalSection {
  id: string
  title: string
  body: ReactNode
}

/** A policy's table: a header row of column names, then one row of cells per entry (the first cell names it). */
export function PolicyTable({
  columns,
  rows,
}: {
  columns: readonly string[]
  rows: readonly (readonly ReactNode[])[]
}) {
  return (
    <table>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, i) => (
          <tr key={i}>
            {cells.map((cell, j) => (
              <td key={j}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * Layout for policy pages: a heading band, a sticky table of contents on wide screens and numbered sections.
 */
export function LegalPage({
  title,
  description,
  intro,
  lastUpdated,
  sections,
}: {
  title: string
  /** What the policy covers, in one sentence for search results. */
  description: string
  intro: ReactNode
  lastUpdated: string
  sections: readonly LegalSection[]
}) {
  return (
    <HeroPage
      title={title}
      description={description}
      eyebrow="Legal"
      intro={intro}
      meta={<>Last updated {lastUpdated}</>}
      className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[15rem_minmax(0,1fr)]"
    >
      <nav aria-label="On this page" className="hidden lg:block">
        <div className="sticky top-24">
          <h2 className="text-sm font-semibold tracking-wide text-navy-700 uppercase">On this page</h2>
          <ol className="mt-3 space-y-2 border-l border-line text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-0.5 pl-3 text-navy-700 hover:border-teal-600 hover:text-navy-900"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <article className="prose-page max-w-3xl rounded-card border border-line bg-white px-5 py-7 shadow-card sm:p-10">
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className={index === 0 ? '!mt-0' : undefined}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </article>
    </HeroPage>
  )
}
