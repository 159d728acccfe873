import { PageHeader } from '../../../components/page-header'

export function PaymentScreen() {
  return (
    <section className="page">
      <PageHeader title="Payment" />
    </section>
  )
}
