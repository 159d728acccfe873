import { Link } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { RegisterForm } from './register-form'
import './auth.css'

export function RegisterScreen() {
  return (
    <section className="page auth-page" aria-labelledby="register-title">
      <PageHeader title="Register" titleId="register-title">
        <p className="page-header__lead">Create an account to book seats and manage your trips.</p>
      </PageHeader>
      <RegisterForm />
      <p className="auth-page__switch">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </section>
  )
}
