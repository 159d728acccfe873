import { m } from '@/paraglide/messages.js'
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {m.common_skip_to_content()}
    </a>
  )
}
