#!/usr/bin/env python3
"""Apple-side guard: type-checks the package's Darwin-compiled code on Linux.

Nothing here runs on a Mac. What it does instead:

1. Makes a Darwin view of each source file: `canImport(Darwin)` / `os(macOS)` are true,
   `canImport(Glibc|Musl|ucrt)` / `os(Linux)` false, and `import Darwin` reads `import Glibc` (the
   C library stands in for Darwin's). Linux-only code (`#if !canImport(Darwin)`) drops out: the
   Foundation polyfill, `_forEachField`, the Apple spellings of the style keys.
2. Builds a stand-in module, `AppleSurface`, that declares Apple's public surface of the Markdown
   types the package uses: PresentationIntent, InlinePresentationIntent, MarkdownParsingOptions,
   MarkdownSourcePosition, the Foundation scope's Markdown keys and Apple's initializers (the
   polyfill's public API, which mirrors Apple's names and signatures, plus
   scripts/apple-guard/stand-in). Every Darwin view imports it.
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
5. Checks at compile time whether this platform's Foundation has gained Apple's Markdown types
   (swiftlang/swift-foundation#44); if so the polyfill must step aside, and the guard fails.

Usage: scripts/apple-guard/check.py [--keep DIR]   (exit status 1 on any finding)
"""
import os, re, subprocess, sys, tempfile, shutil

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TYPECHECKED = ["MarkdownSyntax", "AttributedMarkdown", "AttributedStyles", "TutorialScope",
               "AttributedRendering", "AttributedEditing"]
SCANNED_ONLY = ["AttributedServer", "AttributedCLI", "AttributedBenchmarks", "MarkdownFuzz", "MarkdownFuzzInvariants"]
# --self-test: adds an unguarded `AttributedString.utf8` use to AttributedMarkdown's Darwin view;
# the guard must then fail (exit 1). Only pass 1 up to AttributedMarkdown is needed for that.
SELF_TEST = "--self-test" in sys.argv
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

def write_view(path, dest, pass1):
    text = darwin_view(open(path, encoding="utf-8").read())
    if pass1:
        text = blank_available_26(drop_available_26_declarations(text))
    # Every Darwin view sees Apple's Markdown surface, as it would from Foundation (also files that
    # get Foundation only through another module), on its first import line (line numbers stay).
    if re.search(r"^import \w", text, flags=re.M):
        text = re.sub(r"^import (\w)", r"import AppleSurface; import \1", text, count=1, flags=re.M)
    else:
        text = "import AppleSurface\n" + text
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
    for target in (TYPECHECKED[:2] if SELF_TEST else TYPECHECKED):
        files = []
        for path in sources(target):
            dest = os.path.join(work, "views", target, os.path.relpath(path, os.path.join(ROOT, "Sources", target)))
            write_view(path, dest, pass1)
            files.append(dest)
        if SELF_TEST and pass1 and target == "AttributedMarkdown":
            probe = os.path.join(work, "views", target, "GuardSelfTest.swift")
            open(probe, "w").write("import Foundation\nimport AppleSurface\n#if canImport(Darwin) || true\n"
                                   "func guardSelfTest(_ s: AttributedString) -> Int { s.utf8.count }\n#endif\n")
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

def main():
    keep = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
    work = keep or tempfile.mkdtemp(prefix="apple-guard-")
    status = 0
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
        if failures:
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
    sys.exit(main())
