import { PageHeader } from '../../../components/page-header'

export function RegisterScreen() {
  return (
    <section className="page">
      <PageHeader title="Register" />
    </section>
  )
}
