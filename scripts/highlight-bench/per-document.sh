#!/usr/bin/env bash
# What highlighting adds to rendering each real document that has highlighted code.
#
#   scripts/highlight-bench/per-document.sh [BIN] [FILE...]
#
# BIN defaults to the statically linked build of scripts/build-cli.sh (.build/static-cli/release/
# attributed), the one the README's Performance section describes: it starts without the dynamic
# loader, whose symbol lookups would otherwise be most of a small document's count and hide what
# highlighting costs. FILEs default to every file of ../shared/corpus/mixed that has highlighted
# code (its `--highlight` output has a `class="hl-…"` span: the highlighter decides which languages
# it knows, not a list here). For each, `render --to html` and `render --to html --highlight`
# are counted with callgrind (instructions, whole process, load-independent); the script prints
# the cost of each, the most expensive last, and how many are above issue 23's +30%. Each document
# pays once for the grammars it meets (their word tables), so a short document with code in three
# languages costs more than its share of code suggests.
#
# About 1 s of callgrind per file: the corpus takes ~3 minutes.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
bin="${1:-$repo/.build/static-cli/release/attributed}"
shift || true
[[ -x "$bin" ]] || { echo "per-document.sh: no executable at $bin (build it with scripts/build-cli.sh)" >&2; exit 2; }
corpus="$repo/../shared/corpus/mixed"
[[ -d "$corpus" ]] || corpus=/work/shared/corpus/mixed
work="${TMPDIR:-/tmp}/highlight-per-document.$$"
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
if [[ $# -gt 0 ]]; then
  files=("$@")
else
  mapfile -t files < <(find "$corpus" -name '*.md' | sort | while read -r f; do
    # grep -c reads to the end: -q would stop early, and under pipefail the render's broken pipe
    # then dropped the file at random.
    "$bin" render --to html --highlight "$f" | grep -c 'class="hl-' > /dev/null && echo "$f"
  done)
fi
count() {
  valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$bin" render --to html "$@" > /dev/null 2> "$work/cg.err"
  grep -E "^totals:" "$work/cg.out" | awk '{print $2}'
}
for f in "${files[@]}"; do
  plain=$(count "$f")
  highlighted=$(count --highlight "$f")
  echo "$plain $highlighted $(wc -c < "$f") $f"
done > "$work/counts"
python3 - "$work/counts" <<'PY'
import sys
rows = []
for line in open(sys.argv[1]):
    plain, highlighted, size, path = line.split(maxsplit=3)
    plain, highlighted = int(plain), int(highlighted)
    rows.append((100 * (highlighted - plain) / plain, plain, highlighted, int(size), path.strip()))
rows.sort()
print(f"{'cost':>7} {'plain':>10} {'--highlight':>12} {'bytes':>8}  document")
for cost, plain, highlighted, size, path in rows:
    print(f"{cost:>+6.1f}% {plain/1e6:>8.2f} M {highlighted/1e6:>10.2f} M {size:>8}  {path.split('/')[-1]}")
over = sum(1 for row in rows if row[0] > 30)
print(f"{len(rows)} documents; {over} above +30%; the most: {rows[-1][0]:+.1f}%" if rows else "no documents")
PY
