#!/usr/bin/env bash
# Builds the DocC documentation of the library modules offline, warnings as errors, so that a link
# to a symbol that no longer exists (or a catalog article's stale reference) fails CI.
#
#   scripts/docc-check.sh [MODULE...]     (default: the five library products)
#
# No plugin and no network: the symbol graphs are extracted from the debug build's modules
# (`swift build` first) with the toolchain's swift-symbolgraph-extract, public symbols only (what the
# published documentation shows), and each module's catalog (Sources/MODULE/*.docc, when it has one)
# is converted with the toolchain's docc. Links to another module's symbols cannot resolve in a
# per-module build; write those in code voice (`Theme`), not as symbol links (``Theme``).
set -euo pipefail
cd "$(dirname "$0")/.."
modules=("$@")
(( ${#modules[@]} )) || modules=(MarkdownSyntax AttributedMarkdown AttributedStyles AttributedRendering AttributedEditing)
bin=$(swift build --show-bin-path)
triple=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=()
for module in "${modules[@]}"; do
    graphs="$work/$module-graphs"
    mkdir -p "$graphs"
    if ! swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$triple" \
        -output-dir "$graphs" -minimum-access-level public -skip-inherited-docs >"$work/$module-extract.log" 2>&1; then
        cat "$work/$module-extract.log" >&2
        failed+=("$module (symbol graph)")
        continue
    fi
    catalog=(Sources/"$module"/*.docc)
    [[ -d ${catalog[0]} ]] || catalog=()
    if docc convert "${catalog[@]}" --additional-symbol-graph-dir "$graphs" --warnings-as-errors \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
        --output-path "$work/$module.doccarchive" >"$work/$module-docc.log" 2>&1; then
        echo "$module: documentation builds without warnings"
    else
        grep -vE '^\s*$' "$work/$module-docc.log" >&2
        failed+=("$module")
    fi
done
if (( ${#failed[@]} )); then
    printf 'DocC warnings in: %s\n' "${failed[@]}" >&2
    exit 1
fi
