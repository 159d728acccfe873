interface YieldingScheduler {
  yield?: () => Promise<void>
}

/**
 * Ends the current task and continues in a new one, so the browser can paint and answer a tap
 * in between. Start-up work is cut into pieces with it: on a slow phone one long piece blocks
 * input for hundreds of milliseconds, several short ones never do.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
