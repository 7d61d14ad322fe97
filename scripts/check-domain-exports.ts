/**
 * Every business rule in src/domain is used by the product: lists each named value export of src/domain/*.ts
 * (types and src/domain/index.ts re-exports aside) and fails when one is imported by nothing outside tests/.
 *
 * Imports count through `@/domain/x`, `@/domain` (the index's re-exports), relative paths, `export ... from`
 * and `import('...')`. An import from another domain module counts only when that module is itself reached from
 * product code, so a rule kept alive only by a test-only rule is still reported. Within a module the product
 * reaches, an export the module's own code reads (a spec constant such as a threshold) counts as used.
 *
 *   npm run lint:domain
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const root = path.resolve(import.meta.dirname, '..')
const domainDir = path.join(root, 'src', 'domain')
const indexFile = path.join(domainDir, 'index.ts')

const SKIP_DIRS = new Set(['node_modules', 'tests', 'test-results', '.git', '.data', 'public', 'docs', 'deploy'])
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.next')) continue
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) walk(full, out)
    else if (SOURCE.test(name) && !TEST_FILE.test(name) && !name.endsWith('.d.ts')) out.push(full)
  }
  return out
}

const parse = (file: string) =>
  ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)

/** The named value exports (no types) a domain module declares. */
function valueExports(source: ts.SourceFile): string[] {
  const names: string[] = []
  for (const node of source.statements) {
    if (ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isEnumDeclaration(node)) {
      if (hasExport(node) && node.name) names.push(node.name.text)
    } else if (ts.isVariableStatement(node) && hasExport(node)) {
      for (const decl of node.declarationList.declarations) {
        if (ts.isIdentifier(decl.name)) names.push(decl.name.text)
      }
    } else if (
      ts.isExportDeclaration(node) &&
      !node.moduleSpecifier &&
      !node.isTypeOnly &&
      node.exportClause &&
      ts.isNamedExports(node.exportClause)
    ) {
      for (const el of node.exportClause.elements) if (!el.isTypeOnly) names.push(el.name.text)
    }
  }
  return names
}

/** The domain module file a specifier names from `fromFile`, or null when it names none. */
function resolveDomain(specifier: string, fromFile: string): string | null {
  let target: string
  if (specifier === '@/domain' || specifier.startsWith('@/domain/')) target = path.join(root, 'src', specifier.slice(2))
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier)
  else return null
  target = target.replace(/\.(ts|js)$/, '')
  if (target === domainDir) return indexFile
  if (path.dirname(target) !== domainDir) return null
  const file = `${target}.ts`
  return file
}

const domainFiles = readdirSync(domainDir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
  .map((name) => path.join(domainDir, name))
const exportsByFile = new Map<string, string[]>()
for (const file of domainFiles) if (file !== indexFile) exportsByFile.set(file, valueExports(parse(file)))

/** src/domain/index.ts: which module each re-exported name comes from. */
const indexOwner = new Map<string, string>()
for (const node of parse(indexFile).statements) {
  if (!ts.isExportDeclaration(node) || !node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier)) continue
  const from = resolveDomain(node.moduleSpecifier.text, indexFile)
  if (!from) continue
  const names = exportsByFile.get(from) ?? []
  if (!node.exportClause) for (const name of names) indexOwner.set(name, from)
  else if (ts.isNamedExports(node.exportClause)) {
    for (const el of node.exportClause.elements) indexOwner.set(el.name.text, from)
  }
}

interface Use {
  /** Domain module file → names it uses from there ('*' for every name). */
  names: Map<string, Set<string>>
}

function usesOf(file: string): Use {
  const source = parse(file)
  const names = new Map<string, Set<string>>()
  const add = (target: string, name: string) => {
    if (target === file) return
    if (target === indexFile) {
      if (name === '*') for (const owner of new Set(indexOwner.values())) add(owner, '*')
      else {
        const owner = indexOwner.get(name)
        if (owner) add(owner, name)
      }
      return
    }
    if (!names.has(target)) names.set(target, new Set())
    names.get(target)!.add(name)
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveDomain(node.moduleSpecifier.text, file)
      const clause = node.importClause
      if (target && clause && !clause.isTypeOnly) {
        const bindings = clause.namedBindings
        if (bindings && ts.isNamedImports(bindings)) {
          for (const el of bindings.elements) if (!el.isTypeOnly) add(target, (el.propertyName ?? el.name).text)
        } else if (bindings && ts.isNamespaceImport(bindings)) {
          // `import * as d`: the names read as `d.name`.
          const alias = bindings.name.text
          const read = new RegExp(`\\b${alias}\\.([A-Za-z_$][\\w$]*)`, 'g')
          for (const match of source.text.matchAll(read)) add(target, match[1]!)
        }
      }
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    ) {
      const target = resolveDomain(node.moduleSpecifier.text, file)
      if (target && file !== indexFile) {
        if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) add(target, '*')
        else
          for (const el of node.exportClause.elements)
            if (!el.isTypeOnly) add(target, (el.propertyName ?? el.name).text)
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      const target = resolveDomain(node.arguments[0].text, file)
      if (target) add(target, '*')
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { names }
}

const productFiles = walk(root).filter(
  (file) => !file.startsWith(domainDir + path.sep) && file !== path.join(root, 'scripts', 'check-domain-exports.ts'),
)
const used = new Map<string, Set<string>>()
const markUses = (use: Use) => {
  const reached: string[] = []
  for (const [target, names] of use.names) {
    if (!used.has(target)) {
      used.set(target, new Set())
      reached.push(target)
    }
    for (const name of names) used.get(target)!.add(name)
  }
  return reached
}

// Product code outside src/domain, then every domain module it reaches (domain modules using each other).
const queue = productFiles.flatMap((file) => markUses(usesOf(file)))
for (let i = 0; i < queue.length; i++) {
  const file = queue[i]!
  if (exportsByFile.has(file)) queue.push(...markUses(usesOf(file)))
}

/** Names a module reads itself beyond declaring them (a spec constant its own rule applies). */
function readInOwnModule(file: string): Set<string> {
  const counts = new Map<string, number>()
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) counts.set(node.text, (counts.get(node.text) ?? 0) + 1)
    ts.forEachChild(node, visit)
  }
  visit(parse(file))
  return new Set([...counts].filter(([, n]) => n > 1).map(([name]) => name))
}

const unused: string[] = []
let total = 0
for (const [file, names] of exportsByFile) {
  const seen = used.get(file)
  // A module the product reaches also uses the exports its own live rules read (e.g. a threshold constant).
  const ownReads = seen ? readInOwnModule(file) : new Set<string>()
  for (const name of names) {
    total++
    if (!seen || !(seen.has(name) || seen.has('*') || ownReads.has(name)))
      unused.push(`${path.relative(root, file)}: ${name}`)
  }
}

if (unused.length) {
  console.error(`${unused.length} src/domain export(s) used by no product code (only by tests, or by nothing):`)
  for (const line of unused) console.error(`  ${line}`)
  console.error('Wire each into the product in place of its inline twin, or delete it and its test.')
  process.exit(1)
}
console.log(`check-domain-exports: all ${total} src/domain exports are used by the product.`)
