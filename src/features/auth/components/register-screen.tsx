import { Link, useSearch } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { m } from '@/paraglide/messages.js'
import { RegisterForm } from './register-form'
import './auth.css'

export function RegisterScreen() {
  const { redirect } = useSearch({ from: '/register' })
  return (
    <section className="page auth-page" aria-labelledby="register-title">
      <PageHeader title={m.auth_register_title()} titleId="register-title">
        <p className="page-header__lead">{m.auth_register_lead()}</p>
      </PageHeader>
      <RegisterForm />
      <p className="auth-page__switch">
        {m.auth_have_account()}{' '}
        <Link to="/login" search={{ redirect }}>
          {m.auth_log_in_link()}
        </Link>
      </p>
    </section>
  )
}
