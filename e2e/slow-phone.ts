import type { Page } from '@playwright/test'

/** Lighthouse's mobile screen (Moto G Power), so lazy pictures load as they do there. */
export const phoneScreen = { width: 412, height: 823 }

/** A mid-range phone on mobile data, as Lighthouse's mobile preset models it. */
export const slowNetwork = {
  latencyMs: 150,
  downloadBytesPerS: 1_600_000 / 8,
  uploadBytesPerS: 750_000 / 8,
}

/** Throttles this page's CPU (4x by default) and network through CDP, before it navigates. */
export async function emulateSlowPhone(page: Page, cpuSlowdown = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowNetwork.latencyMs,
    downloadThroughput: slowNetwork.downloadBytesPerS,
    uploadThroughput: slowNetwork.uploadBytesPerS,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
}
