#!/usr/bin/env bash
# Builds the whole package, dependencies included, for arm64-apple-ios on Linux with `swift build --swift-sdk`,
# against Apple's real iPhoneOS 17.4 SDK, through a Swift SDK bundle made here: the SDK as sysroot, this
# toolchain's clang headers as resource directory, ld64.lld as linker. An experiment (issue 20, item 4):
# README, "Apple platforms", says how far it gets.
#
#   scripts/apple-swift-sdk/build.sh SDK_DIR [swift build arguments…]      (from the package root)
#   SDK_DIR: an extracted iPhoneOS17.4.sdk (scripts/apple-sdk-check/check.sh extracts one into
#   $APPLE_SDK_CHECK_DIR). Nothing is fetched: the dependencies come from this package's .build
#   (resolve them first). WORK (default: a folder in the temporary directory) holds the bundle, the
#   build and a copy of the sources: this compiler crashes on `_ = consume x` against the 17.4
#   standard library, so the copy reads `_ = x` there, as check.sh does.
set -uo pipefail
sdk=$(cd "${1:?usage: build.sh SDK_DIR [swift build arguments…]}" && pwd); shift
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${WORK:-$(dirname "$(mktemp -u)")/apple-swift-sdk}
deployment=$(sed -n 's/.*\.iOS(\.v\([0-9]*\)).*/\1/p' "$root/Package.swift" | head -1).0
triple=arm64-apple-ios$deployment
toolchain_bin=$(dirname "$(readlink -f "$(command -v swiftc)")")
bundle=$work/sdks/iphoneos.artifactbundle
variant=$bundle/iphoneos
mkdir -p "$variant"
ln -sfn "$sdk" "$variant/iPhoneOS.sdk"
# The toolchain's resource directory without its Linux modules: the SDK's usr/lib/swift has the iOS ones.
mkdir -p "$variant/resource-dir"
for d in clang shims apinotes; do ln -sfn "$toolchain_bin/../lib/swift/$d" "$variant/resource-dir/$d"; done
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "$triple": {
      "type": "swiftSDK",
      "version": "17.4",
      "variants": [{ "path": "iphoneos", "supportedTriples": ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"] }]
    }
  }
}
JSON
cat > "$variant/swift-sdk.json" <<JSON
{
  "schemaVersion": "4.0",
  "targetTriples": {
    "$triple": {
      "sdkRootPath": "iPhoneOS.sdk",
      "swiftResourcesPath": "resource-dir",
      "swiftStaticResourcesPath": "resource-dir",
      "toolsetPaths": ["toolset.json"]
    }
  }
}
JSON
# -disable-legacy-type-info: Apple's toolchains ship iphoneos/layouts-arm64.yaml (class layouts for
# runtimes before Swift 5), a Linux toolchain does not; the iOS 16 target never needs them.
# SwiftPM archives Darwin static libraries with Apple's `libtool -static`; this toolchain has llvm-ar.
mkdir -p "$variant/bin"
cat > "$variant/bin/libtool" <<'SH'
#!/usr/bin/env bash
# libtool -static -o OUT [-filelist LIST] [-no_warning_for_no_symbols] FILE… → llvm-ar (Darwin format)
out=; inputs=()
while (( $# )); do
  case $1 in
    -static|-no_warning_for_no_symbols|-D) ;;
    -o) out=$2; shift ;;
    -filelist) mapfile -t listed < "$2"; inputs+=("${listed[@]}"); shift ;;
    *) inputs+=("$1") ;;
  esac
  shift
done
rm -f "$out" && exec llvm-ar --format=darwin crs "$out" "${inputs[@]}"
SH
chmod +x "$variant/bin/libtool"
cat > "$variant/toolset.json" <<JSON
{
  "schemaVersion": "1.0",
  "rootPath": "$toolchain_bin",
  "swiftCompiler": { "extraCLIOptions": ["-use-ld=lld", "-Xfrontend", "-disable-legacy-type-info"] },
  "linker": { "path": "ld64.lld" },
  "librarian": { "path": "$variant/bin/libtool" }
}
JSON
# A copy of the sources and of the resolved dependencies (no network here).
src=$work/src
rm -rf "$src"; mkdir -p "$src" "$work/build"
(cd "$root" && tar --exclude=./.build --exclude=./.git -cf - .) | tar -xf - -C "$src"
grep -rl '_ = consume ' "$src/Sources" | xargs -r sed -i 's/_ = consume \([A-Za-z_][A-Za-z0-9_]*\)/_ = \1/'
for d in checkouts repositories workspace-state.json; do
  [[ -e $work/build/$d ]] || cp -r "$root/.build/$d" "$work/build/$d"
done
cd "$src" && swift build --swift-sdks-path "$work/sdks" --swift-sdk "$triple" --scratch-path "$work/build" \
  --disable-automatic-resolution "$@"
