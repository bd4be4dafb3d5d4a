#!/usr/bin/env python3
"""Apple-side guard: type-checks the package's Darwin-compiled code on Linux.

Nothing here runs on a Mac. What it does instead:

1. Makes a Darwin view of each source file: `canImport(Darwin)` / `os(macOS)` are true,
   `canImport(Glibc|Musl|ucrt)` / `os(Linux)` false, and `import Darwin` reads `import Glibc` (the
   C library stands in for Darwin's). Linux-only code (`#if !canImport(Darwin)`) drops out: the
   Foundation polyfill, `_forEachField`, the Apple spellings of the style keys.
2. Builds a stand-in Foundation overlay, `AppleSurface`, that declares Apple's public surface of
   the Markdown types the package uses: PresentationIntent, InlinePresentationIntent,
   MarkdownParsingOptions, MarkdownSourcePosition, the Foundation scope's Markdown keys and Apple's
   initializers (the polyfill's public API, which mirrors Apple's names and signatures, plus
   scripts/apple-guard/stand-in). A Darwin view imports it exactly where the file imports
   Foundation, which is where Apple declares these types: a file that names them while importing
   only our modules (which on Linux re-declare them) fails, as it does against Apple's SDK.
3. Pass 1, at the deployment target: code inside `if #available(… 26 …)` blocks and declarations
   marked `@available(… 26 …)` is blanked, the
   26-only `listItemDelimiter` is absent from the stand-in, and `AttributedString.utf8` /
   `AttributedSubstring.utf8` are declared a second time (NewerThanTarget.swift), which makes
   every use outside an availability check a type error.
   Pass 2: everything, with the 26 members present.
   Modules are emitted in dependency order (MarkdownSyntax, AttributedMarkdown, AttributedStyles,
   TutorialScope, AttributedRendering, AttributedEditing) with `swiftc -emit-module`.
4. Scans the Darwin view of every target (also the server, CLI, benchmarks and fuzzer, which
   need Darwin's C modules to type-check) for standard-library SPI (`@_spi`, `_forEachField`),
   underscored stdlib/Foundation members, Linux-only polyfill members and initializers Darwin's
   C types lack (`posix_spawn_file_actions_t()`, `posix_spawnattr_t()`).

   Pass 2 also type-checks stand-in/UIFrameworkKeysProbe.swift: an app file using SwiftUI-like
   keys (`font`, `foregroundColor`…) beside AttributedStyles' keys, which fails on any collision.
5. Source checks (source_checks.py): attribute-key witnesses' availability (none above the
   protocol requirement's), the resolved dependencies' tools-versions against the manifest's, and
   Hummingbird's floor (every top-level declaration of a target using Hummingbird annotated while
   the package's platforms are below it).
6. Checks at compile time whether this platform's Foundation has gained Apple's Markdown types
   (swiftlang/swift-foundation#44); if so the polyfill must step aside, and the guard fails.

Usage: scripts/apple-guard/check.py [--keep DIR]   (exit status 1 on any finding)
       scripts/apple-guard/check.py --self-test CASE  (plants one error; must exit 1)
CASE: utf8 (an unguarded AttributedString.utf8), foundation-import (PresentationIntent in a file
that imports only AttributedMarkdown), witness-availability (an attribute key's
inheritedByAddedText marked @available(… 26 …)), hummingbird-floor (an unannotated Hummingbird
Router at a macOS 13 platform).
"""
import os, re, subprocess, sys, tempfile, shutil
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import source_checks

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TYPECHECKED = ["MarkdownSyntax", "AttributedMarkdown", "AttributedStyles", "TutorialScope",
               "AttributedRendering", "AttributedEditing"]
SCANNED_ONLY = ["AttributedServer", "AttributedCLI", "AttributedBenchmarks", "MarkdownFuzz", "MarkdownFuzzInvariants"]
# --self-test CASE: plants one error (see the usage above) and runs only the check that must catch
# it; the guard must then fail (exit 1).
SELF_TEST_CASES = ("utf8", "foundation-import", "witness-availability", "hummingbird-floor")
SELF_TEST = None
if "--self-test" in sys.argv:
    following = sys.argv[sys.argv.index("--self-test") + 1:]
    SELF_TEST = following[0] if following and following[0] in SELF_TEST_CASES else "utf8"
# The planted files, as each case's Darwin view receives them.
PLANTED_UTF8 = ("import Foundation\n#if canImport(Darwin)\n"
                "func guardSelfTest(_ s: AttributedString) -> Int { s.utf8.count }\n#endif\n")
PLANTED_FOUNDATION_IMPORT = ("import AttributedMarkdown\n\n"
                             "func guardSelfTestIntent(_ intent: PresentationIntent) -> Int { intent.components.count }\n")
PLANTED_WITNESS = ("import Foundation\n\nenum GuardSelfTestKey: AttributedStringKey {\n    typealias Value = String\n"
                   "    static let name = \"GuardSelfTest\"\n"
                   "    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)\n"
                   "    static var inheritedByAddedText: Bool { false }\n}\n")
PLANTED_HUMMINGBIRD = ("import Hummingbird\n\nstruct GuardSelfTestRoutes {\n"
                       "    func router() -> Router<BasicRequestContext> { Router() }\n}\n")
SWIFTC = shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc"

def darwin_view(text):
    text = re.sub(r"canImport\(Darwin\)", "true", text)
    text = re.sub(r"canImport\((Glibc|Musl|ucrt|WinSDK|Android)\)", "false", text)
    text = re.sub(r"os\(macOS\)", "true", text)
    text = re.sub(r"os\((Linux|Windows|Android)\)", "false", text)
    text = re.sub(r"^(\s*)import Darwin\b", r"\1import Glibc", text, flags=re.M)
    return text

def matching_brace(text, brace):
    """The index of the `}` closing the `{` at `brace` (or the end of the text)."""
    depth, i = 0, brace
    while i < len(text):
        if text[i] == "{": depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0: break
        i += 1
    return i

AVAILABLE_26 = re.compile(r"if\s+#available\(([^)]*)\)")

def blank_available_26(text):
    """Blanks the bodies of `if #available(…26…) { … }` (keeping line numbers)."""
    out, pos = [], 0
    for m in AVAILABLE_26.finditer(text):
        if m.start() < pos or not re.search(r"\b26\b", m.group(1)):
            continue
        brace = text.find("{", m.end())
        i = matching_brace(text, brace)
        out.append(text[pos:brace + 1])
        out.append(re.sub(r"[^\n]", " ", text[brace + 1:i]))
        pos = i
    out.append(text[pos:])
    return "".join(out)

AVAILABLE_DECL_26 = re.compile(r"^[ \t]*@available\(([^)]*)\)", re.M)

def drop_available_26_declarations(text):
    """Pass 1: removes declarations marked `@available(… 26 …)` (they are checked in pass 2),
    from the attribute to the declaration's closing brace, keeping line numbers."""
    out, pos = [], 0
    for m in AVAILABLE_DECL_26.finditer(text):
        if m.start() < pos or not re.search(r"\b26\b", m.group(1)):
            continue
        brace = text.find("{", m.end())
        if brace < 0:
            continue
        i = matching_brace(text, brace)
        out.append(text[pos:m.start()])
        out.append(re.sub(r"[^\n]", " ", text[m.start():i + 1]))
        pos = i + 1
    out.append(text[pos:])
    return "".join(out)

def sources(target):
    base = os.path.join(ROOT, "Sources", target)
    for d, _, files in os.walk(base):
        for f in sorted(files):
            if f.endswith(".swift"):
                yield os.path.join(d, f)

FOUNDATION_IMPORT = re.compile(
    r"^([ \t]*(?:@\w+[ \t]+)*(?:(?:public|package|internal|fileprivate|private)[ \t]+)?import[ \t]+Foundation)[ \t]*$", re.M)

def write_view(path, dest, pass1, text=None):
    text = darwin_view(open(path, encoding="utf-8").read() if text is None else text)
    if pass1:
        text = blank_available_26(drop_available_26_declarations(text))
    # AppleSurface stands in for Foundation's Markdown surface, so a file sees it exactly where it
    # would see Apple's: where it imports Foundation (on the same line, so line numbers stay). A file
    # that names PresentationIntent & co. while importing only our modules fails, as on Apple
    # platforms; on Linux our polyfill declares these types, so they resolve through our modules.
    text = FOUNDATION_IMPORT.sub(r"\1; import AppleSurface", text)
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    open(dest, "w", encoding="utf-8").write(text)

def stand_in(work, pass1):
    files = []
    polyfill = os.path.join(ROOT, "Sources", "AttributedMarkdown", "Foundation")
    for f in sorted(os.listdir(polyfill)):
        text = open(os.path.join(polyfill, f), encoding="utf-8").read()
        text = text.replace("#if !canImport(Darwin)", "#if true")
        if pass1:  # NSListItemDelimiter: macOS/iOS 26 only.
            text = re.sub(r"^\s*public var listItemDelimiter:.*$", "", text, flags=re.M)
        dest = os.path.join(work, "AppleSurface", f)
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        open(dest, "w", encoding="utf-8").write(text)
        files.append(dest)
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "stand-in")
    files.append(os.path.join(here, "AppleMarkdownInitializers.swift"))
    if pass1:
        files.append(os.path.join(here, "NewerThanTarget.swift"))
    return files

def emit(module, files, out, log):
    cmd = [SWIFTC, "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
           "-package-name", "attributedmarkdown", "-I", out, "-o", os.path.join(out, module + ".swiftmodule"),
           "-suppress-warnings"] + files
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        log.append((module, result.stderr or result.stdout))
        return False
    return True

def typecheck(work, pass1):
    label = "pass 1 (deployment target; 26-only API absent)" if pass1 else "pass 2 (inside #available 26)"
    out = os.path.join(work, "modules")
    os.makedirs(out, exist_ok=True)
    failures = []
    if not emit("AppleSurface", stand_in(work, pass1), out, failures):
        return label, failures
    targets = {"utf8": TYPECHECKED[:2], "foundation-import": TYPECHECKED[:3]}.get(SELF_TEST, TYPECHECKED)
    for target in targets:
        files = []
        for path in sources(target):
            dest = os.path.join(work, "views", target, os.path.relpath(path, os.path.join(ROOT, "Sources", target)))
            write_view(path, dest, pass1)
            files.append(dest)
        planted = {("utf8", "AttributedMarkdown"): PLANTED_UTF8,
                   ("foundation-import", "AttributedStyles"): PLANTED_FOUNDATION_IMPORT}.get((SELF_TEST, target))
        if planted and pass1:
            probe = os.path.join(work, "views", target, "GuardSelfTest.swift")
            write_view(None, probe, pass1, text=planted)
            files.append(probe)
        if not emit(target, files, out, failures):
            break
    if not failures and not pass1 and not SELF_TEST:
        # A file of an Apple app that imports SwiftUI-like keys beside AttributedStyles.
        probe = os.path.join(os.path.dirname(os.path.abspath(__file__)), "stand-in", "UIFrameworkKeysProbe.swift")
        result = subprocess.run([SWIFTC, "-typecheck", "-swift-version", "6", "-I", out, probe],
                                capture_output=True, text=True)
        if result.returncode != 0:
            failures.append(("UIFrameworkKeysProbe (AttributedStyles' keys collide with SwiftUI/UIKit/AppKit names)",
                             result.stderr or result.stdout))
    return label, failures

SCANS = [
    (re.compile(r"@_spi\b"), "standard-library SPI (@_spi) in Darwin-compiled code"),
    (re.compile(r"\b_forEachField\b|\b_EachFieldOptions\b"), "_forEachField is standard-library SPI"),
    (re.compile(r"(?<![\w\"])\.?_(?:load|unsafe|guts|storage|variant|core|forEach|opaque)\w*\s*\("),
     "underscored standard-library/Foundation member"),
    (re.compile(r"\bposix_spawn_file_actions_t\(\)|\bposix_spawnattr_t\(\)"),
     "Darwin's posix_spawn types are optional pointers with no init(): use `var x: posix_spawn_file_actions_t?` "
     "(or the Linux type behind #if)"),
    (re.compile(r"IntentType\(kind:"), "PresentationIntent.IntentType has no public initializer on Apple platforms"),
    (re.compile(r"\.withLock\s*\{"), "NSLocking.withLock needs macOS 14 / iOS 17 in the Darwin overlay"),
]
# Targets whose every declaration is at Hummingbird's floor, macOS 14 / iOS 17 (source_checks.py
# enforces it), where API of that floor needs no check of its own.
AT_MACOS_14 = {"AttributedServer"}
MACOS_14_API = {"NSLocking.withLock needs macOS 14 / iOS 17 in the Darwin overlay"}

def strip_linux_only(text):
    """Drops `#if !canImport(Darwin)` … `#else`/`#endif` regions (after darwin_view: `#if !true`)."""
    lines, out, stack = text.split("\n"), [], []
    for line in lines:
        s = line.strip()
        if s.startswith("#if"):
            stack.append(s.startswith("#if !true") or s.startswith("#if false"))
            out.append(""); continue
        if s.startswith("#else") or s.startswith("#elseif"):
            if stack:
                was_dead = stack[-1]
                stack[-1] = (not was_dead) if s.startswith("#else") else (s.startswith("#elseif false") or not was_dead)
            out.append(""); continue
        if s.startswith("#endif"):
            if stack: stack.pop()
            out.append(""); continue
        out.append("" if any(stack) else line)
    return "\n".join(out)

def scan():
    findings = []
    for target in TYPECHECKED + SCANNED_ONLY:
        for path in sources(target):
            if os.sep + "Foundation" + os.sep in path and target == "AttributedMarkdown":
                continue  # the polyfill itself (Linux only)
            text = strip_linux_only(darwin_view(open(path, encoding="utf-8").read()))
            for number, line in enumerate(text.split("\n"), 1):
                code = line.split("//")[0]
                for pattern, message in SCANS:
                    if target in AT_MACOS_14 and message in MACOS_14_API:
                        continue
                    if pattern.search(code):
                        findings.append(f"{os.path.relpath(path, ROOT)}:{number}: {message}\n    {line.strip()}")
    return findings

def foundation_gained_markdown(work):
    """swiftlang/swift-foundation#44: the day Foundation on this platform declares Apple's
    Markdown types, the polyfill (Sources/AttributedMarkdown/Foundation, and the initializers)
    would make every user's `PresentationIntent` ambiguous. Detected at compile time: a probe
    that names Foundation's own types type-checks only once they exist."""
    os.makedirs(work, exist_ok=True)
    probe = os.path.join(work, "FoundationMarkdownProbe.swift")
    open(probe, "w").write("import Foundation\n"
                           "let presentationIntent = Foundation.PresentationIntent.self\n"
                           "let options = Foundation.AttributedString.MarkdownParsingOptions.self\n")
    result = subprocess.run([SWIFTC, "-typecheck", probe], capture_output=True, text=True)
    return result.returncode == 0

def target_views():
    """{target folder: [(path, Darwin view without its Linux-only code)]} of Sources/* and Tests/*
    (AttributedMarkdown without the polyfill)."""
    views = {}
    for top in ("Sources", "Tests"):
        base = os.path.join(ROOT, top)
        for name in sorted(os.listdir(base)):
            files = []
            for folder, _, names in os.walk(os.path.join(base, name)):
                for f in sorted(names):
                    path = os.path.join(folder, f)
                    if not f.endswith(".swift") or (name == "AttributedMarkdown" and os.sep + "Foundation" + os.sep in path):
                        continue
                    text = strip_linux_only(darwin_view(open(path, encoding="utf-8").read()))
                    files.append((os.path.relpath(path, ROOT), text))
            if files:
                views[name] = files
    return views

def source_check_findings():
    """The findings of source_checks.py, and what was checked (for the log). Under --self-test
    witness-availability / hummingbird-floor, only the planted file is checked."""
    floor, floor_source = source_checks.hummingbird_floor(ROOT)
    if SELF_TEST == "witness-availability":
        return source_checks.witness_findings([("GuardSelfTestKey.swift (planted)", darwin_view(PLANTED_WITNESS))]), []
    if SELF_TEST == "hummingbird-floor":
        planted = {"GuardSelfTestServer": [("GuardSelfTestRoutes.swift (planted)", PLANTED_HUMMINGBIRD)]}
        return source_checks.hummingbird_findings(planted, {"macOS": (13, 0, 0), "iOS": (16, 0, 0)}, floor)[0], []
    views = target_views()
    findings = source_checks.witness_findings([f for files in views.values() for f in files])
    tools, tools_note = source_checks.dependency_tools_findings(ROOT)
    platforms = source_checks.package_platforms(ROOT)
    floor_findings, server = source_checks.hummingbird_findings(views, platforms, floor)
    floor_text = ", ".join(f"{p} {source_checks.shown(v)}" for p, v in floor.items())
    notes = [f"attribute-key witnesses of {sum(map(len, views.values()))} files", tools_note,
             f"Hummingbird's floor ({floor_text}, from {floor_source}) in "
             + (", ".join(server) if server else "no target (the package's platforms are at or above it)")]
    return findings + tools + floor_findings, notes

def main():
    keep = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
    status = 0
    if SELF_TEST not in ("utf8", "foundation-import"):
        source_findings, notes = source_check_findings()
        print(f"apple-guard: source checks ({'; '.join(notes) or 'the planted file'}): {len(source_findings)} finding(s)")
        for f in source_findings:
            print("  " + f)
        status |= bool(source_findings)
        if SELF_TEST:
            print("apple-guard: " + ("FAILED" if status else "passed"))
            return status
    work = keep or tempfile.mkdtemp(prefix="apple-guard-")
    findings = scan()
    print(f"apple-guard: scan of Darwin-compiled code ({', '.join(TYPECHECKED + SCANNED_ONLY)}): "
          f"{len(findings)} finding(s)")
    for f in findings:
        print("  " + f)
    status |= bool(findings) and not SELF_TEST
    if not SELF_TEST and foundation_gained_markdown(os.path.join(work, "probe")):
        status = 1
        print("apple-guard: this platform's Foundation now declares PresentationIntent and "
              "AttributedString.MarkdownParsingOptions (swiftlang/swift-foundation#44): the Linux polyfill must "
              "step aside (compile Sources/AttributedMarkdown/Foundation and the Markdown initializers only for "
              "older toolchains, e.g. `#if !canImport(Darwin) && compiler(<X)`) and use Foundation's types.")
    elif not SELF_TEST:
        print("apple-guard: Foundation here has no Markdown types (swiftlang/swift-foundation#44 open): polyfill needed")
    for pass1 in ((True,) if SELF_TEST else (True, False)):
        label, failures = typecheck(os.path.join(work, "pass1" if pass1 else "pass2"), pass1)
        if failures and SELF_TEST and not any("GuardSelfTest" in err for _, err in failures):
            print(f"apple-guard: self-test {SELF_TEST}: failed, but not on the planted file")
            status = 2
        elif failures:
            status = 1
            for module, err in failures:
                print(f"apple-guard: {label}: {module} does not type-check as Darwin code:")
                print("\n".join("  " + l for l in err.strip().split("\n")[:60]))
                if "utf8" in err:
                    print("  hint: AttributedString.utf8 / AttributedSubstring.utf8 exist on Apple platforms only from "
                          "the 26 releases; use utf8Index(_:offsetBy:), utf8Distance(from:to:), range(utf8Offsets:) "
                          "or guard with if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *).")
        else:
            print(f"apple-guard: {label}: {', '.join(TYPECHECKED)} type-check as Darwin code")
    if not keep:
        shutil.rmtree(work, ignore_errors=True)
    print("apple-guard: " + ("FAILED" if status else "passed"))
    return status

if __name__ == "__main__":
    try:
        sys.exit(main())
    except Exception:          # exit 1 means a finding (self-tests rely on it): a crash is 2
        import traceback
        traceback.print_exc()
        sys.exit(2)
