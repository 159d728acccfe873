import { Link, useSearch } from '@tanstack/react-router'
import { FormAlert } from '@/components/form-alert'
import { PageHeader } from '@/components/page-header'
import { m } from '@/paraglide/messages.js'
import { LoginForm } from './login-form'
import './auth.css'

export function LoginScreen() {
  const { registered, redirect } = useSearch({ from: '/login' })
  return (
    <section className="page auth-page" aria-labelledby="login-title">
      <PageHeader title={m.auth_login_title()} titleId="login-title">
        <p className="page-header__lead">{m.auth_login_lead()}</p>
      </PageHeader>
      {registered ? <FormAlert tone="success" text={m.auth_registered()} /> : null}
      <LoginForm />
      <p className="auth-page__switch">
        {m.auth_new_to_matatu()}{' '}
        {/* A new traveller's way back (Book Seat, a ticket) survives registering. */}
        <Link to="/register" search={{ redirect }}>
          {m.auth_create_account()}
        </Link>
      </p>
    </section>
  )
}
