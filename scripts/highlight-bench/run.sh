#!/usr/bin/env bash
# What highlighting adds to rendering a code-heavy document.
#
#   scripts/highlight-bench/run.sh [--lexer-floor] [BIN]     (default .build/release/attributed)
#
# The document: every fenced code block of ../shared/corpus/mixed whose language the highlighter
# knows (Swift, Rust, C++, shell, JSON, diff, TOML…), each with its fence, one after another
# (code-heavy.md, written to $TMPDIR). It is rendered with `render --to html` and with
# `render --to html --highlight`; the figure is the ratio of the instruction counts
# (valgrind --tool=callgrind, load-independent), and hyperfine's wall times when installed.
# The target (issue 23): highlighting adds at most 30%.
#
# --lexer-floor also counts the leanest lexer of the highlighter's token model (CodeLexerFloor, run
# by `attributed-bench --lexer-floor` over the same code without fences; built here in release)
# beside CodeLexer's own functions in the `--highlight` run (their self cost, which includes
# handing tokens to the HTML writer, not the writing): how much a redesign of the lexer could save
# (docs/highlighting.md, "Stop 43").
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
floor=0
if [[ "${1:-}" == --lexer-floor ]]; then floor=1; shift; fi
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
  valgrind --tool=callgrind --callgrind-out-file="$work/cg$#.out" "$bin" render --to html "$@" "$doc" > /dev/null 2> "$work/cg.err"
  grep -E "^summary:|^totals:" "$work/cg$#.out" | head -1 | awk '{print $2}'
}
plain=$(count)
highlighted=$(count --highlight)
python3 -c "p=$plain; h=$highlighted; print(f'instructions: render --to html {p/1e6:.1f} M, --highlight {h/1e6:.1f} M: +{100*(h-p)/p:.1f}%')"
if command -v hyperfine >/dev/null; then
  hyperfine -N --warmup 3 --runs 20 "$bin render --to html $doc" "$bin render --to html --highlight $doc" 2>/dev/null | grep -E "Time|±|faster" || true
fi
if [[ $floor == 1 ]]; then
  self_cost() {  # the self cost, in M, of the functions whose (mangled) names match the regex $2 in callgrind output $1
    python3 - "$1" "$2" <<'PY'
import re, sys
names, total, current, skip = {}, 0, "", False
pattern = re.compile(sys.argv[2])
for line in open(sys.argv[1]):
    match = re.match(r"(c?fn)=\((\d+)\)(?: (.*))?", line)
    if match:
        if match.group(3):
            names[match.group(2)] = match.group(3).strip()
        if match.group(1) == "fn":
            current = names.get(match.group(2), "")
        continue
    if line.startswith("calls="):
        skip = True  # the next line is the call's inclusive cost
        continue
    if line[:1] in "0123456789+-*":
        if skip:
            skip = False
        elif pattern.search(current):
            total += int(line.split()[-1])
print(f"{total / 1e6:.2f}")
PY
  }
  (cd "$repo" && swift build -c release --product attributed-bench > "$work/build.log" 2>&1) || { cat "$work/build.log" >&2; exit 1; }
  bench="$(cd "$repo" && swift build -c release --show-bin-path)/attributed-bench"
  python3 "$here/code-heavy.py" "$corpus" "$work/code.txt" --code-only
  for mode in "" --batched; do
    valgrind --tool=callgrind --callgrind-out-file="$work/floor$mode.out" "$bench" --lexer-floor $mode "$work/code.txt" > /dev/null 2>&1
    echo "lean lexer${mode:+ ($mode)}: $(self_cost "$work/floor$mode.out" '14CodeLexerFloor|9CodeBytesO7lineEnd') M instructions"
  done
  echo "CodeLexer in the --highlight run: $(self_cost "$work/cg1.out" '9CodeLexerV|9CodeBytesO7lineEnd') M instructions"
fi
