import { PageHeader } from '../../../components/page-header'

export function BookingsScreen() {
  return (
    <section className="page">
      <PageHeader title="My Bookings" />
    </section>
  )
}
