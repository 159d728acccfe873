import { m } from '@/paraglide/messages.js'
import { supportEmail, supportPhone, telHref } from '@/lib/support-contact'
import { useCurrentYear } from '@/hooks/use-current-year'
import { DataSaverSwitch } from './data-saver-switch'

export function SiteFooter() {
  const year = useCurrentYear()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{m.common_footer_about_heading()}</h2>
          <p>{m.common_footer_about_text()}</p>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">{m.common_footer_social_heading()}</h2>
          <ul className="site-footer__list">
            <li>
              <a href="https://www.facebook.com/" rel="noopener noreferrer">
                Facebook
              </a>
            </li>
            <li>
              <a href="https://x.com/" rel="noopener noreferrer">
                X (Twitter)
              </a>
            </li>
            <li>
              <a href="https://www.instagram.com/" rel="noopener noreferrer">
                Instagram
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{m.common_footer_contact_heading()}</h2>
          <address className="site-footer__list">
            <span>Moi Avenue, Nairobi, Kenya</span>
            <a href={telHref(supportPhone)}>{supportPhone}</a>
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </address>
        </section>
        <DataSaverSwitch />
      </div>
      <p className="site-footer__legal">{year === undefined ? '© Matatu' : `© ${year} Matatu`}</p>
    </footer>
  )
}
