import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { brandFiles, HERO_HEIGHT, HERO_WIDTH, logoSvg } from '@seed/content/brand'
import { DEMO_SITES } from '@seed/demoSites'

describe('sites that look like real dealers (issue 19.18)', () => {
  it('each demo site has its own logo (transparent PNG, 160 px high) and hero photograph (JPEG, 1600×640)', async () => {
    expect(DEMO_SITES).toHaveLength(4)
    const seen = new Set<string>()
    for (const site of DEMO_SITES) {
      const files = brandFiles(site.slug)
      const logo = readFileSync(files.logo)
      const hero = readFileSync(files.hero)
      seen.add(logo.toString('base64')).add(hero.toString('base64'))
      const logoMeta = await sharp(logo).metadata()
      expect([logoMeta.format, logoMeta.height, logoMeta.hasAlpha], site.slug).toEqual(['png', 160, true])
      // Wide like a wordmark: it shows 40 px high in the header at most about 180 px wide.
      expect(logoMeta.width! / logoMeta.height!, site.slug).toBeGreaterThan(2)
      expect(logoMeta.width! / logoMeta.height!, site.slug).toBeLessThan(4.5)
      const heroMeta = await sharp(hero).metadata()
      expect([heroMeta.format, heroMeta.width, heroMeta.height], site.slug).toEqual(['jpeg', HERO_WIDTH, HERO_HEIGHT])
      expect(hero.length, site.slug).toBeLessThan(200_000)
    }
    expect(seen.size).toBe(DEMO_SITES.length * 2)
  })

  it('a logo names the dealer in its brand colour', () => {
    const site = DEMO_SITES[0]!
    const svg = logoSvg(site.look, site.theme.primaryColor, site.theme.accentColor)
    expect(svg).toContain('>HARBOUR<')
    expect(svg).toContain('>TOYOTA<')
    expect(svg).toContain(site.theme.primaryColor)
  })
})
