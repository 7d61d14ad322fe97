import sharp from 'sharp'

/**
 * Demo images drawn as SVG and rendered to PNG for the media library: a side view of a model in its body shape, a
 * dealership front, an offer banner and a blog cover. Deterministic; editors replace them with real photos.
 */
export type BodyShape = 'hatch' | 'sedan' | 'suv' | 'ute' | 'van' | 'bus' | 'coupe' | 'wagon'

const BODY: Record<BodyShape, string> = {
  hatch: 'M150 430 L190 350 Q230 290 330 280 L620 275 Q700 280 770 350 L860 380 Q900 390 905 430 Z',
  sedan:
    'M110 430 L140 380 Q180 350 280 340 L370 280 Q420 255 560 255 L660 262 Q720 270 780 335 L930 360 Q980 375 985 430 Z',
  coupe: 'M110 430 L150 385 Q200 360 300 350 L420 290 Q480 270 580 275 Q660 285 740 345 L920 370 Q975 385 985 430 Z',
  suv: 'M120 430 L130 350 Q140 300 200 290 L300 220 Q330 200 420 200 L740 200 Q790 205 820 260 L880 300 Q960 315 975 360 L980 430 Z',
  wagon:
    'M110 430 L130 370 Q160 340 250 330 L340 260 Q370 240 460 240 L820 245 Q860 250 880 300 L950 340 Q985 360 985 430 Z',
  ute: 'M100 430 L110 350 Q120 310 190 300 L280 225 Q305 205 380 205 L560 205 Q590 210 600 250 L610 300 L990 300 L995 430 Z',
  van: 'M110 430 L110 230 Q115 170 200 165 L800 165 Q880 170 920 260 L970 330 Q990 360 990 430 Z',
  bus: 'M90 430 L90 190 Q95 150 150 148 L930 148 Q985 152 995 210 L1005 430 Z',
}

const WINDOW: Record<BodyShape, string> = {
  hatch: 'M300 345 Q320 300 360 295 L600 292 Q660 298 700 345 Z',
  sedan: 'M400 335 L440 290 Q470 272 560 272 L650 278 Q700 290 740 335 Z',
  coupe: 'M440 335 L480 300 Q520 288 590 290 Q650 298 700 335 Z',
  suv: 'M310 290 L350 235 Q365 220 420 220 L720 220 Q760 225 780 290 Z',
  wagon: 'M360 320 L390 275 Q405 258 460 258 L800 262 Q835 268 850 320 Z',
  ute: 'M300 295 L340 240 Q355 225 400 225 L545 225 Q570 230 575 295 Z',
  van: 'M160 260 L160 200 Q165 185 200 185 L780 185 Q830 190 860 260 Z',
  bus: 'M130 260 L130 180 L960 180 L960 260 Z',
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

function carSvg(shape: BodyShape, colour: string, x = 0, y = 0, scale = 1): string {
  const wheels = shape === 'bus' ? [230, 820] : shape === 'van' ? [250, 820] : shape === 'ute' ? [270, 830] : [280, 800]
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <ellipse cx="550" cy="470" rx="470" ry="22" fill="#000" opacity=".18"/>
    <path d="${BODY[shape]}" fill="${colour}"/>
    <path d="${BODY[shape]}" fill="url(#shine)"/>
    <path d="${WINDOW[shape]}" fill="#1e2a38" opacity=".85"/>
    <rect x="${shape === 'bus' || shape === 'van' ? 880 : 900}" y="385" width="60" height="14" rx="6" fill="#ffe9a8"/>
    ${wheels.map((cx) => `<circle cx="${cx}" cy="430" r="62" fill="#1b1f24"/><circle cx="${cx}" cy="430" r="30" fill="#c9ced6"/>`).join('')}
  </g>`
}

const defs = `<defs>
  <linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".15"/></linearGradient>
  <linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f8fa"/><stop offset="1" stop-color="#e3e7ec"/></linearGradient>
</defs>`

/** 1120x684 (the menu's 280x171 at 4x): the model in a studio. */
export function modelSvg(shape: BodyShape, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1120" height="684" viewBox="0 0 1120 684">${defs}
    <rect width="1120" height="684" fill="url(#studio)"/><rect y="520" width="1120" height="164" fill="#d9dee4"/>
    ${carSvg(shape, colour, 10, 60, 1)}</svg>`
}

/** 750x500 (the offer's 375x250 at 2x). */
export function offerSvg(shape: BodyShape, colour: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="500" viewBox="0 0 750 500">${defs}
    <rect width="750" height="500" fill="${accent}"/><circle cx="620" cy="90" r="210" fill="#fff" opacity=".12"/><circle cx="90" cy="460" r="160" fill="#fff" opacity=".08"/>
    <rect y="380" width="750" height="120" fill="#000" opacity=".18"/>
    ${carSvg(shape, colour, 40, 110, 0.62)}</svg>`
}

/** 690x460: a dealership front with its sign. */
export function locationSvg(name: string, brand: string, department: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="690" height="460" viewBox="0 0 690 460">
    <rect width="690" height="460" fill="#bcd7ee"/><circle cx="590" cy="80" r="40" fill="#fff3c4"/>
    <rect y="360" width="690" height="100" fill="#8d969f"/><rect y="352" width="690" height="10" fill="#d5d9de"/>
    <rect x="60" y="140" width="570" height="215" fill="#f4f5f7"/><rect x="60" y="120" width="570" height="44" fill="${brand}"/>
    <text x="345" y="150" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${esc(name.toUpperCase())}</text>
    <rect x="90" y="190" width="320" height="150" fill="#5f7f99" opacity=".75"/><rect x="440" y="190" width="160" height="165" fill="#3c4b58"/>
    <text x="520" y="280" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${esc(department.toUpperCase())}</text>
    <rect x="40" y="240" width="14" height="120" fill="#6b7580"/><rect x="20" y="200" width="54" height="54" rx="6" fill="${brand}"/>
  </svg>`
}

/** 750x750 (the blog's 375x375 at 2x): a road through hills. */
export function postSvg(sky: string, hill: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="750" viewBox="0 0 750 750">
    <rect width="750" height="750" fill="${sky}"/><circle cx="560" cy="180" r="70" fill="#fff6d5"/>
    <path d="M0 430 Q180 330 360 420 T750 390 L750 750 L0 750 Z" fill="${hill}"/>
    <path d="M0 520 Q200 450 420 520 T750 500 L750 750 L0 750 Z" fill="#000" opacity=".15"/>
    <path d="M330 750 Q380 600 400 470 L420 470 Q430 600 520 750 Z" fill="#3b4148"/>
    <path d="M405 740 L408 700 M410 660 L412 630 M414 600 L415 575 M416 550 L417 530" stroke="#f3f4f6" stroke-width="6"/>
  </svg>`
}

/** 150x150: a reviewer's initials in a circle (the avatar a review site would show). */
export function avatarSvg(initials: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 150 150">
    <circle cx="75" cy="75" r="75" fill="${colour}"/>
    <text x="75" y="92" font-family="Arial, sans-serif" font-size="52" font-weight="700" fill="#fff" text-anchor="middle">${esc(initials)}</text>
  </svg>`
}

export async function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
