// The Kiswahili texts as one module, so the chunk that carries them is named for what it is.
export * from '@/paraglide-catalog/messages/sw.js'
