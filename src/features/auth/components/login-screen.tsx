import type { ReactNode } from 'react'
import { Link, useSearch } from '@tanstack/react-router'
import { FormAlert } from '@/components/form-alert'
import { PageHeader } from '@/components/page-header'
import { m } from '@/paraglide/messages.js'
import { LoginForm } from './login-form'
import './auth.css'

interface LoginScreenProps {
  /** The bus whose Book Seat asked for this login: said above the form. */
  bookingBus?: string
  /** Under the form: what the traveller can reach without logging in (tickets on this phone). */
  children?: ReactNode
}

export function LoginScreen({ bookingBus, children }: LoginScreenProps) {
  const { registered, redirect } = useSearch({ from: '/login' })
  return (
    <section className="page auth-page" aria-labelledby="login-title">
      <PageHeader title={m.auth_login_title()} titleId="login-title">
        <p className="page-header__lead">{m.auth_login_lead()}</p>
      </PageHeader>
      {registered ? <FormAlert tone="success" text={m.auth_registered()} /> : null}
      {bookingBus ? (
        <p className="auth-page__booking" role="note">
          {m.auth_booking_bus({ bus: bookingBus })}
        </p>
      ) : null}
      <LoginForm />
      <p className="auth-page__switch">
        {m.auth_new_to_matatu()}{' '}
        {/* A new traveller's way back (Book Seat, a ticket) survives registering. */}
        <Link to="/register" search={{ redirect }}>
          {m.auth_create_account()}
        </Link>
      </p>
      {children}
    </section>
  )
}
