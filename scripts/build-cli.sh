#!/usr/bin/env bash
# Builds the release `attributed` command-line tool and prints its path. On Linux it is linked fully
# statically (`-static-executable`: the Swift runtime, Foundation and the C library inside the
# binary), into its own scratch directory (.build/static-cli) so the flags never invalidate the
# usual `swift build` cache. A static binary runs on any x86-64/arm64 Linux without a Swift
# toolchain, and starts without the dynamic loader: `render` on an empty file takes ~1 ms instead of
# ~4 ms, and ~4 MB less resident memory (see README, Performance). Elsewhere it is `swift build -c
# release --product attributed`. `attributed serve` still needs `attributed-server` beside it
# (`swift build -c release --product attributed-server`).
#
#   scripts/build-cli.sh            (prints the executable's path on its last line)
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $(uname) == Linux ]]; then
  swift build -c release --product attributed -Xswiftc -static-executable --scratch-path .build/static-cli >&2
  echo "$PWD/.build/static-cli/release/attributed"
else
  swift build -c release --product attributed >&2
  echo "$PWD/.build/release/attributed"
fi
