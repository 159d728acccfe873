import { Link, type LinkProps } from '@tanstack/react-router'
import { useLogout } from '@/hooks/use-logout'
import { useHasToken } from '@/hooks/use-has-token'
import { m } from '@/paraglide/messages.js'
import { LanguageSwitch } from './language-switch'

export function TopBar() {
  const hasToken = useHasToken()
  const logout = useLogout()

  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link to="/" className="top-bar__brand" aria-label={m.common_nav_brand_label()}>
          <span aria-hidden="true" className="top-bar__logo">
            M
          </span>
          Matatu
        </Link>
        <nav aria-label={m.common_nav_main_label()}>
          <ul className="top-bar__links">
            <NavLink to="/" exact>
              {m.common_nav_home()}
            </NavLink>
            <NavLink to="/buses">{m.common_nav_buses()}</NavLink>
            {hasToken ? (
              <>
                <NavLink to="/profile">{m.common_nav_profile()}</NavLink>
                <NavLink to="/bookings">{m.common_nav_bookings()}</NavLink>
                <li>
                  <button type="button" className="top-bar__logout" onClick={logout}>
                    {m.common_nav_logout()}
                  </button>
                </li>
              </>
            ) : (
              <>
                <NavLink to="/login">{m.common_nav_login()}</NavLink>
                <NavLink to="/register">{m.common_nav_register()}</NavLink>
              </>
            )}
          </ul>
        </nav>
        <LanguageSwitch />
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
