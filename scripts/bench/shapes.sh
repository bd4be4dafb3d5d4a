#!/usr/bin/env bash
# Markdown → HTML by document shape, against md4c and pulldown-cmark: instructions (callgrind) of
# one whole process, less the same process on an empty file, for 1 MB documents that are each
# made of one construct (one-line paragraphs, a list, nested lists, block quotes, headings,
# emphasis, links, code spans, fenced code, HTML blocks, entities, task items, a long table, small
# tables, footnotes, hard breaks). A shape where we count more than a peer is where to look; the
# real-world mix is scripts/bench/callgrind.sh on large.md.
#
#   scripts/bench/shapes.sh [SHAPE …]        (default: every shape)
#
# ATTRIBUTED_BIN: the attributed to measure (default .build/release/attributed); MD4C_HTML: the md4c
# driver scripts/bench/anchors.sh builds (default $TMPDIR/attributed-bench-tools/md4c-html). The peers
# run without footnotes (md4c has none; pulldown-cmark -T -S -L, as callgrind.sh runs it), so the
# footnote shape compares us with their treatment of the same text as links and paragraphs; the
# link shape's bare URLs are GFM extended autolinks, which pulldown-cmark does not look for.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${ATTRIBUTED_BIN:-.build/release/attributed}
md4c=${MD4C_HTML:-${TMPDIR:-/tmp}/attributed-bench-tools/md4c-html}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import random, sys
random.seed(7)
W = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau".split()
def words(n): return " ".join(random.choice(W) for _ in range(n))
def write(name, make):
    out, size, i = [], 0, 0
    while size < 1_000_000:
        s = make(i); out.append(s); size += len(s); i += 1
    open(f"{sys.argv[1]}/{name}.md", "w").write("".join(out))
write("paragraphs", lambda i: words(12) + "\n\n")
write("list", lambda i: "- " + words(8) + "\n")
write("nested", lambda i: "  " * (i % 4) + "- " + words(6) + "\n")
write("ordered", lambda i: f"{i + 1}. " + words(8) + "\n")
write("quote", lambda i: "> " + words(10) + "\n")
write("headings", lambda i: "#" * (1 + i % 6) + " " + words(5) + "\n\n")
write("emphasis", lambda i: f"*{words(2)}* **{words(2)}** _{words(1)}_ ~~{words(1)}~~ {words(3)}\n")
write("links", lambda i: f"see [{words(2)}](https://example.com/{i}) and <https://x.org/{i}> or https://auto.link/{i} {words(2)}\n")
write("code", lambda i: f"use `{words(1)}()` then ``{words(2)}`` {words(4)}\n")
write("fenced", lambda i: "```swift\n" + "\n".join("let x = " + words(3) for _ in range(5)) + "\n```\n\n")
write("html", lambda i: f"<div class=\"c{i}\">\n<span>{words(4)}</span>\n</div>\n\n")
write("entities", lambda i: f"&amp; &lt; &copy; &#123; &#x1F600; {words(3)} \\* \\_ \\`\n")
write("tasks", lambda i: f"- [{' ' if i % 2 else 'x'}] {words(6)}\n")
write("table", lambda i: ("| id | name | status | notes |\n|---:|:-----|:------:|-------|\n" if i == 0 else "")
      + f"| {i} | item *{i}* | `ok` | see [link](https://example.com/{i}) and text |\n")
write("smalltables", lambda i: ("\n| a | b |\n|---|---|\n" if i % 10 == 0 else "") + f"| {words(2)} | {words(2)} |\n")
write("footnotes", lambda i: f"text[^n{i}] {words(5)}\n\n[^n{i}]: {words(6)}\n\n")
write("hardbreaks", lambda i: words(6) + "  \n")
PY
count() { valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$@" > /dev/null 2> /dev/null; awk '/^summary:/ { print $2 }' "$work/cg.out"; }
: > "$work/empty.md"
ours0=$(count "$bin" render --to html --gfm "$work/empty.md")
have_md4c=0; [[ -x $md4c ]] && have_md4c=1 && md4c0=$(count "$md4c" < "$work/empty.md")
have_pd=0; command -v pulldown-cmark > /dev/null && have_pd=1 && pd0=$(count pulldown-cmark -T -S -L < "$work/empty.md")
printf '%-12s %10s %10s %10s %8s %8s\n' shape "ours M" "md4c M" "pulldown M" "÷ md4c" "÷ pulldown"
shapes=${*:-paragraphs list nested ordered quote headings emphasis links code fenced html entities tasks table smalltables footnotes hardbreaks}
for shape in $shapes; do
  file="$work/$shape.md"
  [[ -f $file ]] || { echo "no shape $shape" >&2; exit 2; }
  o=$(( $(count "$bin" render --to html --gfm "$file") - ours0 ))
  m=0; [[ $have_md4c == 1 ]] && m=$(( $(count "$md4c" < "$file") - md4c0 ))
  p=0; [[ $have_pd == 1 ]] && p=$(( $(count pulldown-cmark -T -S -L < "$file") - pd0 ))
  python3 -c "
o, m, p = $o, $m, $p
r = lambda a, b: f'{a / b:.2f}' if b else '-'
print(f'%-12s %10.1f %10s %10s %8s %8s' % ('$shape', o / 1e6, f'{m / 1e6:.1f}' if m else '-', f'{p / 1e6:.1f}' if p else '-', r(o, m), r(o, p)))"
done
