import { PageHeader } from '../../../components/page-header'

export function BookingFormScreen() {
  return (
    <section className="page">
      <PageHeader title="Book Your Matatu" />
    </section>
  )
}
