import type { ReactNode } from 'react'
import { OfflineNotice } from '@/components/offline-notice'
import { PageHeader } from '@/components/page-header'
import { useDataUpdatedAt } from '@/hooks/use-data-updated-at'
import { m } from '@/paraglide/messages.js'
import { busQueries } from '../api/get-buses'
import './buses.css'

/**
 * The Buses page frame, the same while loading, on error and with the list: the prerendered
 * loading state then shows the header that stays when the cards arrive.
 */
export function BusesPage({ children }: { children: ReactNode }) {
  // Offline, the list shown is the saved one (nothing while it is still loading).
  const savedAt = useDataUpdatedAt(busQueries.list().queryKey)
  return (
    <section className="page" aria-labelledby="buses-title">
      <PageHeader title={m.buses_page_title()} titleId="buses-title">
        <p className="page-header__lead">{m.buses_page_lead()}</p>
      </PageHeader>
      <OfflineNotice savedAt={savedAt} />
      {children}
    </section>
  )
}
