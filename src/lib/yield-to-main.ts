interface YieldingScheduler {
  yield?: () => Promise<void>
}

/** A new task without setTimeout's 4 ms clamp on nested timers (browsers without scheduler.yield). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel()
    port1.onmessage = () => {
      port1.close()
      resolve()
    }
    port2.postMessage(null)
  })
}

/**
 * Ends the current task and continues in a new one, so the browser can paint and answer a tap
 * in between. Start-up work is cut into pieces with it: on a slow phone one long piece blocks
 * input for hundreds of milliseconds, several short ones never do.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return nextTask()
}
