import {
  callListKeys,
  callNames,
  isDefaultValue,
  scenarioChoices,
  scenarioKeys,
  validateScenarioPatch,
  type ScenarioKey,
  type ScenarioPatch,
} from './scenario'

/**
 * The readable scenario syntax of `?mock=` and MOCK_SCENARIO: comma-separated switches.
 *
 *   key:value           busesShape:envelope, seatsKey:availableSeats, delayMs:2000
 *   list key:a+b        fail:buses+profile (also spaces, since `+` in a URL reads as a space;
 *                       `all` for every call, `none` for no call)
 *   bare words          reset (fresh data and scenario first), slow (= delayMs:2000),
 *                       unauthorized (= unauthorized:true), saveData (= saveData:true),
 *                       fail / offline / invalidJson /
 *                       nonsense (= every call), default (no change)
 *
 * Keys and values are case-insensitive.
 */
interface ParsedScenario {
  reset: boolean
  patch: ScenarioPatch
  /** One message per switch that was not understood; the others still apply. */
  errors: string[]
}

const SLOW_DELAY_MS = 2000

const keyByLowerName = new Map(scenarioKeys.map((key) => [key.toLowerCase(), key]))
const callByLowerName = new Map(callNames.map((name) => [name.toLowerCase(), name]))
const trueWords = new Set(['true', 'on', 'yes', '1'])
const falseWords = new Set(['false', 'off', 'no', '0'])

const booleanKeys: readonly ScenarioKey[] = ['unauthorized', 'saveData']

function isCallListKey(key: ScenarioKey): key is (typeof callListKeys)[number] {
  return (callListKeys as readonly string[]).includes(key)
}

/** The patch a switch without a value stands for, 'reset', or else the error text. */
function bareSwitch(word: string): ScenarioPatch | string {
  const lower = word.toLowerCase()
  if (lower === 'reset') return 'reset'
  if (lower === 'default') return {}
  if (lower === 'slow') return { delayMs: SLOW_DELAY_MS }
  const key = keyByLowerName.get(lower)
  if (key && booleanKeys.includes(key)) return { [key]: true }
  if (key && isCallListKey(key)) return { [key]: [...callNames] }
  return `"${word}" needs a value (write ${word}:value)`
}

function readValue(key: ScenarioKey, text: string): unknown {
  const lower = text.toLowerCase()
  if (isCallListKey(key)) {
    const words = lower.split(/[+\s|]+/).filter(Boolean)
    if (words.length === 1 && words[0] === 'all') return [...callNames]
    if (words.length === 1 && words[0] === 'none') return []
    return words.map((word) => callByLowerName.get(word) ?? word)
  }
  if (booleanKeys.includes(key)) {
    if (trueWords.has(lower)) return true
    if (falseWords.has(lower)) return false
    return text
  }
  if (
    key === 'busesShape' ||
    key === 'seatsKey' ||
    key === 'bookingsShape' ||
    key === 'bookingKey'
  ) {
    const choices: readonly string[] = scenarioChoices[key]
    return choices.find((choice) => choice.toLowerCase() === lower) ?? text
  }
  if (key === 'delayMs' && lower === 'slow') return SLOW_DELAY_MS
  return /^\d+$/.test(lower) ? Number(lower) : text
}

/** Parses `?mock=` / MOCK_SCENARIO text. Never throws: bad switches land in `errors`. */
export function parseScenarioText(text: string): ParsedScenario {
  const parsed: ParsedScenario = { reset: false, patch: {}, errors: [] }
  for (const token of text.split(',')) {
    const trimmed = token.trim()
    if (!trimmed) continue
    const colon = trimmed.indexOf(':')
    if (colon === -1) {
      const result = bareSwitch(trimmed)
      if (result === 'reset') parsed.reset = true
      else if (typeof result === 'string') parsed.errors.push(result)
      else Object.assign(parsed.patch, result)
      continue
    }
    const name = trimmed.slice(0, colon).trim()
    const key = keyByLowerName.get(name.toLowerCase())
    if (!key) {
      parsed.errors.push(`Unknown switch "${name}" (known: ${scenarioKeys.join(', ')})`)
      continue
    }
    const checked = validateScenarioPatch({
      [key]: readValue(key, trimmed.slice(colon + 1).trim()),
    })
    if (checked.ok) Object.assign(parsed.patch, checked.patch)
    else parsed.errors.push(`Bad value in "${trimmed}": ${checked.error.replace(/\s+/g, ' ')}`)
  }
  return parsed
}

function formatValue(value: NonNullable<ScenarioPatch[ScenarioKey]>): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none'
    return value.length === callNames.length ? 'all' : value.join('+')
  }
  return String(value)
}

/** The switches that differ from the defaults, in the same syntax; `default` when none do. */
export function formatScenario(scenario: ScenarioPatch): string {
  const parts: string[] = []
  for (const key of scenarioKeys) {
    const value = scenario[key]
    if (value === undefined || isDefaultValue(key, value)) continue
    parts.push(`${key}:${formatValue(value)}`)
  }
  return parts.length > 0 ? parts.join(',') : 'default'
}
