import { PageHeader } from '../../../components/page-header'

export function LoginScreen() {
  return (
    <section className="page">
      <PageHeader title="Login" />
    </section>
  )
}
