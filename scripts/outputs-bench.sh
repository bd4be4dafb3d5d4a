#!/usr/bin/env bash
# The AttributedString outputs against the mapping they start from (issue 14 item 5): on FILE,
# the in-process Markdown → AttributedString mapping a user of `AttributedString(markdown:
# syntaxExtensions: .all)` pays for, parsing included (`attributed-bench`'s
# markdown-attributed-string stage, best of N in its own process), and the whole processes
# `attributed render --to text`, `--to terminal` (fixed width, with and without colour) and
# `--to json`, each run R times interleaved (median of the R wall times), with each output's
# ratio to the mapping.
#
#   scripts/outputs-bench.sh [--no-build] [--rounds R] [--iterations N] [FILE]
#       (default ../shared/corpus/large.md, R = 5, N = 3)
#   BASELINE=/path/to/attributed scripts/outputs-bench.sh …   also times another binary's
#       outputs in the same rounds, and checks that its bytes are the same as ours.
set -euo pipefail
cd "$(dirname "$0")/.."
build=1 rounds=5 iterations=3
while [ $# -gt 0 ]; do
  case $1 in
    --no-build) build=0; shift ;;
    --rounds) rounds=$2; shift 2 ;;
    --iterations) iterations=$2; shift 2 ;;
    *) break ;;
  esac
done
file=${1:-../shared/corpus/large.md}
if [ "$build" = 1 ]; then
  swift build -c release --product attributed >&2
  swift build -c release --product attributed-bench >&2
fi
ours=.build/release/attributed
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

mapping=$(.build/release/attributed-bench --child markdown-attributed-string "$file" "$iterations" | awk -F= '/^seconds=/ { print $2 }')

variants=("text:--to text" "terminal:--to terminal --width 80 --color never" "terminal-color:--to terminal --width 80 --color always" "json:--to json")
binaries=("ours:$ours")
[ -n "${BASELINE:-}" ] && binaries+=("baseline:$BASELINE")

# Wall seconds of one command, output to a file.
seconds() { # output file, command...
  local output=$1; shift
  local start end
  start=$(date +%s.%N)
  "$@" > "$output"
  end=$(date +%s.%N)
  awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f\n", e - s }'
}

for round in $(seq "$rounds"); do
  for variant in "${variants[@]}"; do
    name=${variant%%:*} args=${variant#*:}
    for binary in "${binaries[@]}"; do
      who=${binary%%:*} path=${binary#*:}
      # shellcheck disable=SC2086
      seconds "$out/$who-$name.out" "$path" render $args "$file" >> "$out/$who-$name.times"
    done
    if [ -n "${BASELINE:-}" ] && ! cmp -s "$out/ours-$name.out" "$out/baseline-$name.out"; then
      echo "DIFFERENT OUTPUT: $name" >&2
      exit 1
    fi
  done
done

median() { sort -n "$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
printf '%-46s %8s %10s\n' "$(basename "$file"), median of $rounds rounds" "seconds" "÷ mapping"
printf '%-46s %8.3f %10s\n' "mapping (in process, best of $iterations)" "$mapping" "1.00"
for variant in "${variants[@]}"; do
  name=${variant%%:*} args=${variant#*:}
  for binary in "${binaries[@]}"; do
    who=${binary%%:*}
    m=$(median "$out/$who-$name.times")
    label="render $args"
    [ "$who" = ours ] || label="$label ($who)"
    printf '%-46s %8.3f %10.2f\n' "$label" "$m" "$(awk -v a="$m" -v b="$mapping" 'BEGIN { print a / b }')"
  done
done
[ -n "${BASELINE:-}" ] && echo "outputs identical to the baseline's"
exit 0
