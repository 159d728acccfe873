import type { ReactNode } from 'react'

interface StatusCardProps {
  text: string
  /** What the traveller can do next, usually a link styled as a button. */
  children?: ReactNode
  /** Without the card's frame, for a notice inside a section that already has a heading. */
  plain?: boolean
}

/** A short notice in place of content: signed out, nothing booked yet. */
export function StatusCard({ text, children, plain = false }: StatusCardProps) {
  return (
    <div className={plain ? 'status-card status-card--plain' : 'status-card'}>
      <p>{text}</p>
      {children}
    </div>
  )
}
