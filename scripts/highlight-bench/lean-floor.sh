#!/usr/bin/env bash
# How far the highlight lexer is from the leanest lexer of its token model (docs/highlighting.md,
# "Stop 43"): lean-lexer-floor/main.swift (Swift's commonest rules only, state in locals, no
# merging or batches) and the package's CodeLexer, counted on the same code.
#
#   scripts/highlight-bench/lean-floor.sh [BIN]     (default .build/release/attributed)
#
# The lean lexer reads the bench's code without fences (code-heavy.py --code-only); CodeLexer's
# count is the self cost of its functions in `render --to html --highlight` of the bench's
# document (callgrind), which includes handing its tokens to the HTML writer (inlined), not the
# writing. Instructions, load-independent.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
bin="${1:-$repo/.build/release/attributed}"
corpus="$repo/../shared/corpus/mixed"
[[ -d "$corpus" ]] || corpus=/work/shared/corpus/mixed
work="${TMPDIR:-/tmp}/lean-floor.$$"
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
python3 "$here/code-heavy.py" "$corpus" "$work/code-heavy.md"
python3 "$here/code-heavy.py" "$corpus" "$work/code.txt" --code-only
swiftc -O "$here/lean-lexer-floor/main.swift" -o "$work/lean-lexer-floor" 2> "$work/swiftc.err" || { cat "$work/swiftc.err" >&2; exit 1; }
"$work/lean-lexer-floor" "$work/code.txt"
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
valgrind --tool=callgrind --callgrind-out-file="$work/lean.out" "$work/lean-lexer-floor" "$work/code.txt" > /dev/null 2>&1
valgrind --tool=callgrind --callgrind-out-file="$work/ours.out" "$bin" render --to html --highlight "$work/code-heavy.md" > /dev/null 2>&1
echo "lean lexer (Swift rules only): $(self_cost "$work/lean.out" '3lex') M instructions"
echo "CodeLexer (every grammar, tokens handed to the writer): $(self_cost "$work/ours.out" '9CodeLexerV|9CodeBytesO7lineEnd') M instructions"
