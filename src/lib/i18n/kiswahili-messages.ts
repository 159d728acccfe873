import type * as Kiswahili from './kiswahili-catalog'

/**
 * Kiswahili messages, once loaded. Compiled message functions read them through this binding
 * (see scripts/build/i18n-plugin.ts), and only while the active language is Kiswahili, which
 * the language store sets only after loadKiswahiliMessages() has resolved.
 */
export let kiswahiliMessages: typeof Kiswahili | undefined

export async function loadKiswahiliMessages(): Promise<void> {
  kiswahiliMessages ??= await import('./kiswahili-catalog')
}
