#!/usr/bin/env bash
# Rewrites every relative import of the generated payload-types.ts ('../payload-types', '../../../payload-types', in
# import, export and import() forms) to the '@/payload-types' alias (issue 41.4). The alias is
# declared in tsconfig.json (paths) and vitest.config.ts (resolve.alias, before '@'). Safe to re-run after a merge
# brings in new deep imports: files already on the alias are left alone. Prints the number of files it rewrote.
set -euo pipefail
cd "$(dirname "$0")/../.."

pattern="(['\"])(\\.\\./)+payload-types(\\.ts)?(['\"])"
mapfile -t files < <(grep -rlE --include='*.ts' --include='*.tsx' --include='*.mts' --include='*.mjs' \
  "$pattern" src collections blocks tests scripts seed 2>/dev/null | grep -v '^scripts/codemods/' || true)
if [ "${#files[@]}" -gt 0 ]; then
  sed -i -E "s#${pattern}#\\1@/payload-types\\4#g" "${files[@]}"
fi
echo "payload-types-alias: ${#files[@]} file(s) rewritten"
