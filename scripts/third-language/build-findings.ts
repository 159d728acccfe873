import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The host files the build writes that name each language's folder (deploy/host-files.ts). */
const hostFiles = ['_headers', '_redirects', '_nginx-language.conf']

/** How often a host file names `language`'s folder: `/sw/*`, `/sw/buses`, `/sw;`. */
const folderMentions = (text: string, language: string) =>
  text.match(new RegExp(`/${language}(?=[/;])`, 'g'))?.length ?? 0

/**
 * What a build in `dist` lacks for `language`, a language added to Paraglide's project alone:
 * each prerendered page of the base language in `<language>/`, in its `<html lang>`; the host
 * files naming its folder wherever, and as often as, they name each language's folder that was
 * there before (`others`); and the service worker precaching its pages. Empty when nothing lacks.
 */
export function thirdLanguageFindings(
  dist: string,
  language: string,
  others: readonly string[],
): string[] {
  const findings: string[] = []
  const pages = readdirSync(dist).filter((file) => file.endsWith('.html'))
  if (!pages.length) findings.push(`${dist} holds no page`)
  for (const page of pages) {
    const file = join(dist, language, page)
    if (!existsSync(file)) findings.push(`no ${language}/${page}`)
    else if (!readFileSync(file, 'utf8').includes(`<html lang="${language}"`))
      findings.push(`${language}/${page} is not <html lang="${language}">`)
  }
  for (const hostFile of hostFiles) {
    const path = join(dist, hostFile)
    const text = existsSync(path) ? readFileSync(path, 'utf8') : ''
    const mentions = folderMentions(text, language)
    if (!mentions) findings.push(`${hostFile} does not name /${language}`)
    for (const other of others) {
      const expected = folderMentions(text, other)
      if (mentions !== expected)
        findings.push(`${hostFile} names /${language} ${mentions} times, /${other} ${expected}`)
    }
  }
  const worker = join(dist, 'sw.js')
  const precache = existsSync(worker) ? readFileSync(worker, 'utf8') : ''
  const precached = pages.filter((page) => precache.includes(`"${page}"`))
  if (!precached.length) findings.push('sw.js precaches none of the pages')
  for (const page of precached) {
    if (!precache.includes(`"${language}/${page}"`))
      findings.push(`sw.js does not precache ${language}/${page}`)
  }
  return findings
}
