import { PageHeader } from '../../../components/page-header'

export function HomeScreen() {
  return (
    <section className="page">
      <PageHeader title="Welcome to Matatu" />
    </section>
  )
}
