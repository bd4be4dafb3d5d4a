#!/usr/bin/env bash
# Fuzzes the parser, the renderers and the incremental parser with libFuzzer for a fixed time.
#
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]     (default 60 seconds)
#
# Builds the MarkdownFuzz product with -sanitize=fuzzer,address in its own scratch directory
# (.build/fuzz, so the normal .build is untouched), seeds Fuzz/corpus from the spec examples,
# and runs one libFuzzer job. The build is optimized (-c release) by default because a debug
# build runs about ten times fewer inputs per second; FUZZ_CONFIGURATION=debug selects debug. Crashes, broken invariants (see Sources/MarkdownFuzzInvariants) and inputs
# slower than 10 s are written to Fuzz/artifacts/. Exit status: 0 when nothing was found.
#
# Reproduce an artifact without sanitizers:  swift run MarkdownFuzz Fuzz/artifacts/crash-…
set -euo pipefail

budget="${1:-60}"
shift || true
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

# LLVMFuzzerRunDriver is linked in (-u) and exported so that MarkdownFuzz's own main() can find
# it with dlsym and hand over to libFuzzer; without these flags the binary only replays files.
configuration="${FUZZ_CONFIGURATION:-release}"
build_log="$(mktemp)"
# -assert-config Debug keeps the debug `assert`s of the unsafe buffers (PlainBuffer, InlineNodeStack)
# in the optimized build: AddressSanitizer cannot see an index past `count` that is still inside
# the allocation, the asserts can.
if ! swift build -c "$configuration" --scratch-path .build/fuzz --product MarkdownFuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -assert-config -Xswiftc Debug \
    -Xlinker -u -Xlinker LLVMFuzzerRunDriver \
    -Xlinker --export-dynamic-symbol=LLVMFuzzerRunDriver >"$build_log" 2>&1; then
    grep -v "Cannot export local symbol" "$build_log" >&2
    echo "fuzz build failed" >&2
    exit 2
fi
rm -f "$build_log"
binary=".build/fuzz/$configuration/MarkdownFuzz"

python3 scripts/fuzz_corpus.py Fuzz/corpus
mkdir -p Fuzz/artifacts

# Let libFuzzer, not the Swift runtime's backtracer, handle crashes so it saves the input.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
exec "$binary" Fuzz/corpus \
    -dict=Fuzz/markdown.dict \
    -max_total_time="$budget" \
    -timeout=10 \
    -max_len=4096 \
    -rss_limit_mb=4096 \
    -print_final_stats=1 \
    -artifact_prefix=Fuzz/artifacts/ \
    "$@"
