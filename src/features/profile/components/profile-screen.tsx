import { PageHeader } from '../../../components/page-header'

export function ProfileScreen() {
  return (
    <section className="page">
      <PageHeader title="Your Profile" />
    </section>
  )
}
