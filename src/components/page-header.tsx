import type { ReactNode } from 'react'

interface PageHeaderProps {
  title: string
  titleId?: string
  children?: ReactNode
}

export function PageHeader({ title, titleId, children }: PageHeaderProps) {
  return (
    <div className="page-header">
      <h1 id={titleId}>{title}</h1>
      {children}
    </div>
  )
}
