/** The moments of start-up, as User Timing marks: a trace in DevTools' Performance panel shows them. */
type StartUpPhase = 'app-start' | 'saved-data-restored' | 'route-loaded' | 'hydrated'

export function markStartUp(phase: StartUpPhase): void {
  performance.mark(`matatu:${phase}`)
}
