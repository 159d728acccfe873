import { Link, useSearch } from '@tanstack/react-router'
import { FormAlert } from '@/components/form-alert'
import { PageHeader } from '@/components/page-header'
import { LoginForm } from './login-form'
import './auth.css'

export function LoginScreen() {
  const { registered } = useSearch({ from: '/login' })
  return (
    <section className="page auth-page" aria-labelledby="login-title">
      <PageHeader title="Login" titleId="login-title">
        <p className="page-header__lead">Log in to book seats and see your bookings.</p>
      </PageHeader>
      {registered ? (
        <FormAlert tone="success" text="Registration successful. Please log in." />
      ) : null}
      <LoginForm />
      <p className="auth-page__switch">
        New to Matatu? <Link to="/register">Create an account</Link>
      </p>
    </section>
  )
}
