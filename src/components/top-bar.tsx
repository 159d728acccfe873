import { Link, type LinkProps } from '@tanstack/react-router'
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
            <NavLink to="/" exact>
              Home
            </NavLink>
            <NavLink to="/buses">Buses</NavLink>
            {hasToken ? (
              <>
                <NavLink to="/profile">Profile</NavLink>
                <NavLink to="/bookings">Bookings</NavLink>
                <li>
                  <button type="button" className="top-bar__logout" onClick={logout}>
                    Logout
                  </button>
                </li>
              </>
            ) : (
              <>
                <NavLink to="/login">Login</NavLink>
                <NavLink to="/register">Register</NavLink>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  )
}

/**
 * A top-bar link, marked as the current page (aria-current="page", which the router sets) on
 * its route whatever the query string: /buses?from=Nairobi is still Buses.
 */
function NavLink({ to, exact = false, children }: Pick<LinkProps, 'to'> & NavLinkOptions) {
  return (
    <li>
      <Link to={to} activeOptions={{ exact, includeSearch: false }}>
        {children}
      </Link>
    </li>
  )
}

interface NavLinkOptions {
  exact?: boolean
  children: string
}
