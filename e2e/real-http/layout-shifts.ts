import type { Page } from '@playwright/test'

type Shift = { value: number; hadRecentInput: boolean }

/**
 * Records every layout shift of the pages `page` opens from their first paint; call before the
 * page loads. The returned function reads them two frames on (an entry reaches an observer after
 * the frame that shifted), with any the observer has not delivered yet.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<Shift[]>> {
  await page.addInitScript(() => {
    const shifts: PerformanceEntry[] = []
    const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries()))
    observer.observe({ type: 'layout-shift', buffered: true })
    Object.assign(window, { __layoutShifts: { observer, shifts } })
  })
  return () =>
    page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      const { observer, shifts } = (window as unknown as Record<string, unknown>)
        .__layoutShifts as { observer: PerformanceObserver; shifts: PerformanceEntry[] }
      return [...shifts, ...observer.takeRecords()].map((entry) => {
        const { value, hadRecentInput } = entry as unknown as Shift
        return { value, hadRecentInput }
      })
    })
}

/** The sum of the shifts' values (the cumulative layout shift). */
export const sumOf = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0)
