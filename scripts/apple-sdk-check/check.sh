#!/usr/bin/env bash
# Type-checks the package's modules as iOS code against Apple's REAL iPhoneOS 17.4 SDK, on Linux:
# the method of ../shared/tools/apple-sdk-check/check.sh (read its header: the SDK comes from a git copy
# of the public repository danpashin/sdks), run with its AppleNewerAPI.swift plus this folder's
# AppleNewerAPI+*.swift. Those add what AttributedEditing and the benchmarks use and the 17.4 SDK lacks
# (RangeSet, iOS 18; the iOS 26 AttributedString API), declared from Apple's documentation with Apple's
# availability. They are a MODEL of Apple's API, not Apple's: a signature here can be wrong where the
# documentation is, and nothing in them runs.
#
#   scripts/apple-sdk-check/check.sh SDK_GIT_DIR [MODULE...]    (from the package root)
#   MODULEs default to every module this package checks this way, in dependency order.
#   APPLE_SDK_CHECK_DIR: where the SDK is extracted and the modules are written (as check.sh).
#   APPLE_SDK_CHECK_TOOL: the folder holding check.sh and AppleNewerAPI.swift
#   (default: ../shared/tools/apple-sdk-check beside the package).
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
here=$root/scripts/apple-sdk-check
tool=${APPLE_SDK_CHECK_TOOL:-$root/../shared/tools/apple-sdk-check}
[[ -f $tool/check.sh && -f $tool/AppleNewerAPI.swift ]] || { echo "no check.sh / AppleNewerAPI.swift in $tool" >&2; exit 2; }
sdk_git=${1:?usage: check.sh SDK_GIT_DIR [MODULE...]}; shift
modules=("$@")
(( ${#modules[@]} )) || modules=(MarkdownSyntax AttributedMarkdown AttributedStyles AttributedRendering TutorialScope
                                  MarkdownFuzzInvariants AttributedBenchmarks AttributedEditing)
# check.sh compiles the AppleNewerAPI.swift beside it: stage a copy of it beside the shared
# declarations followed by ours (one file, one `import Foundation`).
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp "$tool/check.sh" "$stage/check.sh"
{
  cat "$tool/AppleNewerAPI.swift"
  for overlay in "$here"/AppleNewerAPI+*.swift; do
    printf '\n// ---- %s\n' "${overlay#"$root"/}"
    grep -v '^import Foundation$' "$overlay"
  done
} > "$stage/AppleNewerAPI.swift"
cd "$root" && bash "$stage/check.sh" "$sdk_git" "${modules[@]}"
