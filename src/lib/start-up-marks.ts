/** The moments of start-up, as User Timing marks: `npm run bench` prints them (docs/performance.md). */
type StartUpPhase = 'app-start' | 'saved-data-restored' | 'route-loaded' | 'hydrated'

export function markStartUp(phase: StartUpPhase): void {
  performance.mark(`matatu:${phase}`)
}
