#!/usr/bin/env bash
# What highlighting adds to rendering a code-heavy document.
#
#   scripts/highlight-bench/run.sh [BIN]     (default .build/release/attributed)
#
# The document: every fenced code block of ../shared/corpus/mixed whose language the highlighter
# knows (Swift, Rust, C++, shell, JSON, diff, TOML…), each with its fence, one after another
# (code-heavy.md, written to $TMPDIR). It is rendered with `render --to html` and with
# `render --to html --highlight`; the figure is the ratio of the instruction counts
# (valgrind --tool=callgrind, load-independent), and hyperfine's wall times when installed.
# The target (issue 23): highlighting adds at most 30%.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
bin="${1:-$repo/.build/release/attributed}"
corpus="$repo/../shared/corpus/mixed"
[[ -d "$corpus" ]] || corpus=/work/shared/corpus/mixed
work="${TMPDIR:-/tmp}/highlight-bench.$$"
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
python3 "$here/code-heavy.py" "$corpus" "$work/code-heavy.md"
doc="$work/code-heavy.md"
echo "document: $(wc -c < "$doc") bytes, $(grep -c '^ \{0,3\}[`~]\{3\}[A-Za-z]' "$doc") code blocks"
count() {
  valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$bin" render --to html "$@" "$doc" > /dev/null 2> "$work/cg.err"
  grep -E "^summary:|^totals:" "$work/cg.out" | head -1 | awk '{print $2}'
}
plain=$(count)
highlighted=$(count --highlight)
python3 -c "p=$plain; h=$highlighted; print(f'instructions: render --to html {p/1e6:.1f} M, --highlight {h/1e6:.1f} M: +{100*(h-p)/p:.1f}%')"
if command -v hyperfine >/dev/null; then
  hyperfine -N --warmup 3 --runs 20 "$bin render --to html $doc" "$bin render --to html --highlight $doc" 2>/dev/null | grep -E "Time|±|faster" || true
fi
