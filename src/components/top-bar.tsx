import { Link } from '@tanstack/react-router'
import { useLogout } from '@/hooks/use-logout'
import { useHasToken } from '@/lib/session-store'

export function TopBar() {
  const hasToken = useHasToken()
  const logout = useLogout()

  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link to="/" className="top-bar__brand" aria-label="Matatu, home">
          <span aria-hidden="true" className="top-bar__logo">
            M
          </span>
          Matatu
        </Link>
        <nav aria-label="Main">
          <ul className="top-bar__links">
            <li>
              <Link to="/" activeOptions={{ exact: true }}>
                Home
              </Link>
            </li>
            <li>
              <Link to="/buses">Buses</Link>
            </li>
            {hasToken ? (
              <>
                <li>
                  <Link to="/profile">Profile</Link>
                </li>
                <li>
                  <Link to="/bookings">Bookings</Link>
                </li>
                <li>
                  <button type="button" className="top-bar__logout" onClick={logout}>
                    Logout
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link to="/login">Login</Link>
                </li>
                <li>
                  <Link to="/register">Register</Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  )
}
