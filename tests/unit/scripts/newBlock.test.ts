import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')

describe('npm run new:block -- Name', () => {
  it('scaffolds config and component and registers both, leaving valid registries', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-block-'))
    fs.mkdirSync(path.join(dir, 'blocks'))
    for (const file of ['index.ts', 'components.ts'])
      fs.copyFileSync(path.join(root, 'blocks', file), path.join(dir, 'blocks', file))
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/new-block.ts'), 'Testimonial'],
      { cwd: dir, encoding: 'utf8' },
    )
    expect(run.status, run.stderr).toBe(0)
    expect(fs.readFileSync(path.join(dir, 'blocks/Testimonial/config.ts'), 'utf8')).toContain("slug: 'testimonial'")
    expect(fs.readFileSync(path.join(dir, 'blocks/Testimonial/Component.tsx'), 'utf8')).toContain('TestimonialBlock')
    const index = fs.readFileSync(path.join(dir, 'blocks/index.ts'), 'utf8')
    expect(index).toContain("import { Testimonial } from './Testimonial/config'")
    expect(index).toMatch(/,\s*Testimonial,\s*\]\s*$/)
    const components = fs.readFileSync(path.join(dir, 'blocks/components.ts'), 'utf8')
    expect(components).toContain("import { TestimonialComponent } from './Testimonial/Component'")
    expect(components).toMatch(/testimonial: TestimonialComponent,\s*\}\s*$/)
  })

  it('refuses a name that is not PascalCase', () => {
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/new-block.ts'), 'bad-name'],
      { cwd: os.tmpdir(), encoding: 'utf8' },
    )
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('PascalCaseName')
  })
})
