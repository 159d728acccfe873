import type { ReactNode } from 'react'

interface Fact {
  term: string
  value: ReactNode
  /** On the row, e.g. to set a total apart. */
  className?: string
}

interface FactsListProps {
  facts: Fact[]
  /** Added to `facts`, for a card that lays its facts out its own way. */
  className?: string
}

/** Label and value pairs, one row each: dl.facts > div > dt + dd. */
export function FactsList({ facts, className }: FactsListProps) {
  return (
    <dl className={className ? `facts ${className}` : 'facts'}>
      {facts.map((fact) => (
        <div key={fact.term} className={fact.className}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
