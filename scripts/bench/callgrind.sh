#!/usr/bin/env bash
# Instruction counts (valgrind --tool=callgrind, load-independent) of Markdown → HTML on FILE, whole
# processes: `attributed render --to html --gfm` ($ATTRIBUTED_BIN, else the release build), md4c (the driver anchors.sh builds;
# MD4C_HTML=path), pulldown-cmark -T -S -L, cmark-gfm with 5 extensions, cmark. For ours it also
# prints the count of one parse+render pass: the whole process minus the same process on an empty file.
#
#   scripts/bench/callgrind.sh [FILE]        (default ../shared/corpus/large.md)
set -euo pipefail
cd "$(dirname "$0")/../.."
file=${1:-../shared/corpus/large.md}
md4c=${MD4C_HTML:-${TMPDIR:-/tmp}/attributed-bench-tools/md4c-html}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
empty=$out/empty.md
: > "$empty"

# Total instructions ("summary:" line of the callgrind output) of one command.
count() { # name, stdin file, command...
  local name=$1 input=$2; shift 2
  valgrind --tool=callgrind --callgrind-out-file="$out/$name.out" "$@" < "$input" > /dev/null 2> "$out/$name.log" \
    || { echo "$name: failed (see valgrind log)"; tail -3 "$out/$name.log"; return; }
  awk '/^summary:/ { print $2 }' "$out/$name.out"
}
g() { awk -v n="$1" 'BEGIN { printf "%.3f G", n / 1e9 }'; }

printf '%-44s %s\n' "command (callgrind, $(basename "$file"))" "instructions"
ours_bin=${ATTRIBUTED_BIN:-.build/release/attributed}
ours=$(count ours /dev/null "$ours_bin" render --to html --gfm "$file")
base=$(count ours-empty /dev/null "$ours_bin" render --to html --gfm "$empty")
printf '%-44s %s\n' "attributed render --to html --gfm" "$(g "$ours")"
printf '%-44s %s\n' "  one parse+render pass (minus empty file)" "$(g $((ours - base)))"
if [[ -x $md4c ]]; then
  printf '%-44s %s\n' "md4c (md_html, GitHub dialect)" "$(g "$(count md4c /dev/null "$md4c" "$file")")"
fi
if command -v pulldown-cmark >/dev/null; then
  printf '%-44s %s\n' "pulldown-cmark -T -S -L" "$(g "$(count pulldown "$file" pulldown-cmark -T -S -L)")"
fi
if command -v cmark-gfm >/dev/null; then
  printf '%-44s %s\n' "cmark-gfm, 5 extensions" \
    "$(g "$(count cmarkgfm /dev/null cmark-gfm -e table -e strikethrough -e autolink -e tagfilter -e tasklist "$file")")"
fi
if command -v cmark >/dev/null; then
  printf '%-44s %s\n' "cmark" "$(g "$(count cmark /dev/null cmark "$file")")"
fi
