#!/usr/bin/env bash
# Markdown → HTML against the real anchors: md4c, pulldown-cmark, cmark-gfm and cmark.
#
#   scripts/bench/anchors.sh [FILE] [--rounds R] [--iterations N] [--no-build] [--callgrind]
#
# Installs the tools with apt when they are missing (md4c: libmd4c-dev + libmd4c-html0-dev),
# builds the md4c driver (md4c-html-driver.c, around md4c's own md_html(), GitHub dialect) into a
# scratch directory, builds attributed (scripts/build-cli.sh: fully static on Linux) + attributed-bench in release,
# and runs attributed-bench (ATTRIBUTED_BIN: the attributed to measure):
# in-process stages (ours and md4c's), then whole processes in interleaved rounds (median time,
# peak RSS). With --callgrind it also counts instructions (scripts/bench/callgrind.sh).
# Nothing it builds or installs is part of the package.
set -euo pipefail
cd "$(dirname "$0")/../.."
file=../shared/corpus/large.md
rounds=7
iterations=5
build=1
callgrind=0
while (( $# )); do
  case $1 in
    --rounds) rounds=$2; shift ;;
    --iterations) iterations=$2; shift ;;
    --no-build) build=0 ;;
    --callgrind) callgrind=1 ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) file=$1 ;;
  esac
  shift
done

missing=()
for tool in cmark-gfm cmark pulldown-cmark valgrind; do command -v "$tool" >/dev/null || missing+=("$tool"); done
[[ -f /usr/include/md4c-html.h ]] || missing+=(libmd4c-dev libmd4c-html0-dev)
if (( ${#missing[@]} )); then
  echo "installing: ${missing[*]}"
  apt-get install -y "${missing[@]}" >/dev/null
fi

scratch=${TMPDIR:-/tmp}/attributed-bench-tools
mkdir -p "$scratch"
md4c=$scratch/md4c-html
if [[ ! -x $md4c || scripts/bench/md4c-html-driver.c -nt $md4c ]]; then
  cc -O2 -o "$md4c" scripts/bench/md4c-html-driver.c -lmd4c-html
fi

if (( build )); then
  # Our CLI as a user would install it: on Linux linked fully statically (scripts/build-cli.sh), which
  # starts without the dynamic loader (about 3 ms and 4 MB less than the shared libraries).
  ATTRIBUTED_BIN=$(scripts/build-cli.sh | tail -1)
  export ATTRIBUTED_BIN
  swift build -c release --product attributed-bench
elif [[ -z ${ATTRIBUTED_BIN:-} && -x .build/static-cli/release/attributed ]]; then
  export ATTRIBUTED_BIN=$PWD/.build/static-cli/release/attributed
fi
.build/release/attributed-bench "$file" --rounds "$rounds" --iterations "$iterations" --md4c "$md4c"

if (( callgrind )); then
  MD4C_HTML=$md4c scripts/bench/callgrind.sh "$file"
fi
