/** Small SVG pictures served at /images/buses/<destination>.svg: a bus against its scenery. */

type Scene = 'coast' | 'lake' | 'hills'

interface Look {
  label: string
  /** The bus body. */
  colour: string
  sky: string
  scene: Scene
}

function look(label: string, colour: string, sky: string, scene: Scene): Look {
  return { label, colour, sky, scene }
}

const looks: Record<string, Look> = {
  mombasa: look('Mombasa', '#0f766e', '#bae6fd', 'coast'),
  kisumu: look('Kisumu', '#1d4ed8', '#c7d2fe', 'lake'),
  eldoret: look('Eldoret', '#15803d', '#d9f99d', 'hills'),
  malindi: look('Malindi', '#c2410c', '#fed7aa', 'coast'),
  nakuru: look('Nakuru', '#be185d', '#fbcfe8', 'lake'),
  naivasha: look('Naivasha', '#0369a1', '#bfdbfe', 'lake'),
  nyeri: look('Nyeri', '#166534', '#dcfce7', 'hills'),
  thika: look('Thika', '#7c2d12', '#ffedd5', 'hills'),
  kitale: look('Kitale', '#4d7c0f', '#ecfccb', 'hills'),
  kakamega: look('Kakamega', '#065f46', '#d1fae5', 'hills'),
  machakos: look('Machakos', '#92400e', '#fef3c7', 'hills'),
  nanyuki: look('Nanyuki', '#334155', '#e2e8f0', 'hills'),
  voi: look('Voi', '#b91c1c', '#fee2e2', 'hills'),
  lamu: look('Lamu', '#0e7490', '#cffafe', 'coast'),
  garissa: look('Garissa', '#a16207', '#fef9c3', 'hills'),
  kericho: look('Kericho', '#3f6212', '#f7fee7', 'hills'),
  narok: look('Narok', '#9a3412', '#fff7ed', 'hills'),
  embu: look('Embu', '#047857', '#ecfdf5', 'hills'),
  meru: look('Meru', '#6d28d9', '#ede9fe', 'hills'),
  busia: look('Busia', '#1e40af', '#dbeafe', 'lake'),
}

const scenery: Record<Scene, string> = {
  coast:
    '<rect y="120" width="320" height="60" fill="#38bdf8"/>' +
    '<path d="M0 130q20-8 40 0t40 0 40 0 40 0 40 0 40 0 40 0 40 0" fill="none" stroke="#fff" stroke-width="3"/>' +
    '<rect y="150" width="320" height="30" fill="#fde68a"/>',
  lake:
    '<rect y="118" width="320" height="62" fill="#a3e635"/>' +
    '<path d="M0 118q80-34 160-4t160-8v12z" fill="#94a3b8"/>' +
    '<ellipse cx="160" cy="126" rx="170" ry="10" fill="#60a5fa"/>',
  hills:
    '<path d="M0 130q60-50 120-10t120-20 80 10v50H0z" fill="#65a30d"/>' +
    '<rect y="150" width="320" height="30" fill="#4d7c0f"/>',
}

function windows(): string {
  let out = ''
  for (let x = 58; x < 220; x += 34) {
    out += `<rect x="${x}" y="84" width="26" height="20" rx="3" fill="#e0f2fe"/>`
  }
  return out
}

const WINDOWS = windows()

function render({ label, colour, sky, scene }: Look): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"' +
    ` role="img" aria-label="Bus to ${label}"><title>Bus to ${label}</title>` +
    `<rect width="320" height="180" fill="${sky}"/>` +
    '<circle cx="270" cy="38" r="18" fill="#facc15"/>' +
    scenery[scene] +
    `<rect x="46" y="74" width="228" height="76" rx="12" fill="${colour}"/>` +
    WINDOWS +
    '<rect x="240" y="84" width="24" height="40" rx="3" fill="#e0f2fe"/>' +
    '<rect x="46" y="112" width="228" height="6" fill="#fff" opacity=".6"/>' +
    `<text x="142" y="140" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>` +
    '<circle cx="92" cy="152" r="13" fill="#1f2937"/><circle cx="92" cy="152" r="5" fill="#9ca3af"/>' +
    '<circle cx="228" cy="152" r="13" fill="#1f2937"/><circle cx="228" cy="152" r="5" fill="#9ca3af"/>' +
    '</svg>'
  )
}

/** File names with a picture, e.g. 'mombasa.svg'. */
export const illustrationFiles = Object.keys(looks).map((slug) => `${slug}.svg`)

/** The SVG for a file name such as 'mombasa.svg', or undefined when there is none. */
export function busIllustration(file: string): string | undefined {
  const match = /^([a-z]+)\.svg$/.exec(file)
  const found = match?.[1] && Object.hasOwn(looks, match[1]) ? looks[match[1]] : undefined
  return found ? render(found) : undefined
}
