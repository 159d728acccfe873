import { useDataSaver } from '@/hooks/use-data-saver'
import { chooseDataSaver } from '@/lib/data-saver-store'
import { m } from '@/paraglide/messages.js'

/**
 * The data saver's control, in the footer (docs/product.md#data-saver): a switch named by its
 * heading. Needs the app, so on a prerendered page it keeps its place but shows once it runs.
 */
export function DataSaverSwitch() {
  const on = useDataSaver()
  return (
    <section aria-labelledby="footer-data-saver">
      <h2 id="footer-data-saver">{m.common_data_saver()}</h2>
      <button
        type="button"
        role="switch"
        className="data-saver-switch"
        aria-checked={on}
        aria-labelledby="footer-data-saver"
        aria-describedby={on ? 'footer-data-saver-hint' : undefined}
        data-needs-app
        onClick={() => chooseDataSaver(!on)}
      >
        <span className="data-saver-switch__track" aria-hidden="true" />
        <span aria-hidden="true">{on ? m.common_data_saver_on() : m.common_data_saver_off()}</span>
      </button>
      {/* What it does while it does it: off, pictures load as usual and there is nothing to say. */}
      {on ? <p id="footer-data-saver-hint">{m.common_data_saver_hint()}</p> : null}
    </section>
  )
}
