"""Source-level checks of the Apple guard that need no compiler (check.py runs them).

- Attribute-key witnesses: Foundation's `AttributedStringKey` requirements with default
  implementations (`runBoundaries`, `inheritedByAddedText`, `invalidationConditions`: macOS 13 /
  iOS 16; `MarkdownDecodableAttributedStringKey.markdownName`: macOS 12 / iOS 15). A witness
  marked with a higher availability (on itself or on the extension holding it) is not chosen
  below that version: Apple platforms silently use Foundation's default instead. Linux ignores
  availability, so no test there can see it.
- Resolved dependencies' tools-version: each checkout's manifest (or the `Package@swift-X.swift`
  a toolchain picks) must load with the toolchain this package's `swift-tools-version` admits.
- Hummingbird's floor: while the package's platforms are below Hummingbird 2's
  (`AvailabilityMacro=hummingbird 2.0:…` in its manifest), every top-level declaration of a
  target that uses Hummingbird (directly, or through a module that does) carries an `@available`
  at that floor or above, or guards its body with `#available` (an entry point). Swift Testing
  refuses `@available` on suite types, so a suite's members carry it instead.
"""
import json, os, re

PLATFORMS = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")

def version(text):
    """(major, minor, patch) of "14" or "5.10"."""
    parts = [int(part) for part in text.split(".")]
    return tuple((parts + [0, 0])[:3])

def shown(v):
    """"14" for (14, 0, 0), "10.15" for (10, 15, 0)."""
    parts = list(v)
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return ".".join(map(str, parts))

def parse_available(attribute):
    """{platform: version} of an `@available(macOS 26, iOS 26, *)` attribute's text."""
    found = {}
    for platform, number in re.findall(r"\b(macOS|iOS|tvOS|watchOS|visionOS)\s+(\d+(?:\.\d+)*)", attribute):
        found[platform] = version(number)
    return found

def attributes_above(lines, index):
    """The declaration on `lines[index]` with the attribute lines directly above it."""
    k = index
    while k > 0 and lines[k - 1].strip().startswith("@"):
        k -= 1
    return "\n".join(lines[k:index + 1])

# --- attribute-key witnesses -------------------------------------------------------------------

WITNESS_REQUIREMENTS = {
    "runBoundaries": {"macOS": (13, 0, 0), "iOS": (16, 0, 0), "tvOS": (16, 0, 0), "watchOS": (9, 0, 0), "visionOS": (1, 0, 0)},
    "inheritedByAddedText": {"macOS": (13, 0, 0), "iOS": (16, 0, 0), "tvOS": (16, 0, 0), "watchOS": (9, 0, 0), "visionOS": (1, 0, 0)},
    "invalidationConditions": {"macOS": (13, 0, 0), "iOS": (16, 0, 0), "tvOS": (16, 0, 0), "watchOS": (9, 0, 0), "visionOS": (1, 0, 0)},
    "markdownName": {"macOS": (12, 0, 0), "iOS": (15, 0, 0), "tvOS": (15, 0, 0), "watchOS": (8, 0, 0), "visionOS": (1, 0, 0)},
}
WITNESS = re.compile(r"^(\s*)(?:(?:public|package|internal|fileprivate|private|nonisolated)\s+)*static\s+(?:var|let|func)\s+("
                     + "|".join(WITNESS_REQUIREMENTS) + r")\b")

def enclosing_declaration(lines, index):
    """The index of the line opening the type or extension that holds `lines[index]`."""
    indent = len(lines[index]) - len(lines[index].lstrip())
    for k in range(index - 1, -1, -1):
        line = lines[k]
        if line.strip() and len(line) - len(line.lstrip()) < indent and \
                re.search(r"\b(struct|enum|class|actor|extension)\b", line) and "{" in line:
            return k
    return None

def above(available, requirement):
    return [f"{p} {shown(v)}" for p, v in available.items() if v > requirement.get(p, (0, 0, 0))]

def witness_findings(files):
    """files: [(display path, Darwin-view text)]."""
    findings = []
    for path, text in files:
        lines = text.split("\n")
        for n, line in enumerate(lines):
            m = WITNESS.match(line.split("//")[0])
            if not m:
                continue
            requirement = WITNESS_REQUIREMENTS[m.group(2)]
            own = above(parse_available(attributes_above(lines, n)), requirement)
            where = "the witness"
            if not own:
                k = enclosing_declaration(lines, n)
                # An extension that does not itself declare the conformance: its availability is the witness's.
                if k is not None and re.match(r"^\s*(?:\w+\s+)*extension\s+[\w.<>]+\s*(?:where\b.*)?\{", lines[k]):
                    own = above(parse_available(attributes_above(lines, k)), requirement)
                    where = "the extension holding the witness"
            if own:
                need = ", ".join(f"{p} {shown(v)}" for p, v in requirement.items() if p != "visionOS")
                findings.append(f"{path}:{n + 1}: `{m.group(2)}`: {where} is @available({', '.join(own)}), above the "
                                f"protocol requirement's ({need}); below that, Apple platforms silently use "
                                f"Foundation's default instead of this witness\n    {line.strip()}")
    return findings

# --- resolved dependencies' tools-version ------------------------------------------------------

TOOLS = re.compile(r"^//\s*swift-tools-version\s*:\s*(\d+(?:\.\d+)*)", re.I)

def tools_version(path):
    with open(path, encoding="utf-8") as f:
        m = TOOLS.match(f.readline())
    return version(m.group(1)) if m else (3, 1, 0)

def minimum_tools(checkout):
    """The lowest toolchain version that can load this checkout's manifest: a toolchain T reads
    the `Package@swift-V.swift` with the highest V <= T (else Package.swift) and needs its
    tools-version <= T."""
    manifests = {}
    for name in os.listdir(checkout):
        m = re.fullmatch(r"Package@swift-(\d+(?:\.\d+)*)\.swift", name)
        if m:
            manifests[version(m.group(1))] = tools_version(os.path.join(checkout, name))
    main = tools_version(os.path.join(checkout, "Package.swift"))
    candidates = sorted(set(manifests) | set(manifests.values()) | {main})
    for toolchain in candidates:
        eligible = [v for v in manifests if v <= toolchain]
        needs = manifests[max(eligible)] if eligible else main
        if needs <= toolchain:
            return toolchain
    return main

def dependency_tools_findings(root):
    manifest = tools_version(os.path.join(root, "Package.swift"))
    resolved = os.path.join(root, "Package.resolved")
    if not os.path.exists(resolved):
        return [], "no Package.resolved: dependencies' tools-versions not checked"
    pins = json.load(open(resolved, encoding="utf-8")).get("pins", [])
    findings, missing = [], []
    for pin in pins:
        name = pin["location"].rstrip("/").split("/")[-1]
        name = name[:-4] if name.endswith(".git") else name
        checkout = os.path.join(root, ".build", "checkouts", name)
        if not os.path.exists(os.path.join(checkout, "Package.swift")):
            missing.append(pin["identity"]); continue
        needs = minimum_tools(checkout)
        if needs > manifest:
            findings.append(f"Package.swift: swift-tools-version {shown(manifest)}, but the resolved "
                            f"{pin['identity']} {pin['state'].get('version') or pin['state'].get('revision', '')[:8]} "
                            f"needs a {shown(needs)} toolchain to load its manifest: raise the "
                            f"tools-version (and README's minimum Swift)")
    note = f"{len(pins) - len(missing)} resolved dependencies' manifests checked"
    if missing:
        findings.append(f"Package.resolved: no checkout for {', '.join(missing)} (run `swift package resolve` first)")
    return findings, note

# --- Hummingbird's floor ---------------------------------------------------------------------

PLATFORM_DECL = re.compile(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v(\d+)(?:_(\d+))?\)")

def package_platforms(root):
    text = open(os.path.join(root, "Package.swift"), encoding="utf-8").read()
    m = re.search(r"platforms:\s*\[([^\]]*)\]", text)
    found = {}
    for platform, major, minor in PLATFORM_DECL.findall(m.group(1) if m else ""):
        found[platform] = (int(major), int(minor or 0), 0)
    return found

def hummingbird_floor(root):
    """Hummingbird 2's availability, from its resolved manifest (macOS 14 / iOS 17 / tvOS 17 /
    visionOS 1 in 2.22 and later)."""
    manifest = os.path.join(root, ".build", "checkouts", "hummingbird", "Package.swift")
    if os.path.exists(manifest):
        m = re.search(r"AvailabilityMacro=hummingbird [\d.]+:([^\"]*)\"", open(manifest, encoding="utf-8").read())
        if m:
            floor = {p: version(v) for p, v in re.findall(r"(macOS|iOS|tvOS|watchOS|visionOS) (\d+(?:\.\d+)*)", m.group(1))}
            if floor:
                return floor, "its manifest's AvailabilityMacro"
    return {"macOS": (14, 0, 0), "iOS": (17, 0, 0), "tvOS": (17, 0, 0), "visionOS": (1, 0, 0)}, "Hummingbird 2.22+ (no checkout to read)"

DECL = re.compile(r"^(?:@\w+(?:\([^()]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|nonisolated|"
                  r"indirect|static|mutating)\s+)*(struct|enum|class|actor|protocol|extension|func|typealias|let|var|"
                  r"init|subscript)\b")

def declaration_groups(lines, indent):
    """(first attribute line, declaration line) of each declaration at exactly `indent`."""
    pad = " " * indent
    groups, start = [], None
    for n, line in enumerate(lines):
        if not line.startswith(pad) or line[indent:indent + 1] in (" ", "\t"):
            continue
        body = line[indent:]
        if start is None and body.startswith("@") and not body.startswith("@testable"):
            start = n
        if DECL.match(body):
            groups.append((start if start is not None else n, n)); start = None
    return groups

def meets(available, floor):
    return all(available.get(p, (0, 0, 0)) >= v for p, v in floor.items() if p != "visionOS") and \
        any(p in available for p in floor)

def hummingbird_findings(targets, platforms, floor):
    """targets: {name: [(display path, Darwin-view text)]}. The targets that use Hummingbird, or a
    target that does, must annotate every top-level declaration while `platforms` are below `floor`."""
    below = [f"{p} {shown(platforms[p])}" for p in floor if p in platforms and platforms[p] < floor[p]]
    if not below:
        return [], []
    imports = {name: {m for _, text in files for m in re.findall(r"^\s*(?:@\w+\s+)*import\s+(\w+)", text, re.M)}
               for name, files in targets.items()}
    server = {name for name, used in imports.items() if any(u.startswith("Hummingbird") for u in used)}
    while True:
        more = {name for name, used in imports.items() if name not in server and used & server}
        if not more:
            break
        server |= more
    need = ", ".join(f"{p} {shown(v)}" for p, v in floor.items())
    findings = []
    for name in sorted(server):
        for path, text in targets[name]:
            lines = text.split("\n")
            for start, n in declaration_groups(lines, 0):
                attributes = "\n".join(lines[start:n + 1])
                if meets(parse_available(attributes), floor):
                    continue
                end = next((k for k in range(n, len(lines)) if lines[k].startswith("}")), n)
                body = "\n".join(lines[n:end + 1])
                if "@Suite" in attributes:
                    findings += suite_findings(path, lines, n, end, floor, need)
                elif re.search(r"#available\(([^)]*)\)", body) and \
                        meets(parse_available(re.search(r"#available\(([^)]*)\)", body).group(1)), floor):
                    continue    # an entry point that runs the server only under #available
                else:
                    findings.append(f"{path}:{n + 1}: uses Hummingbird's stack (target {name}) while the package's "
                                    f"platforms ({', '.join(below)}) are below Hummingbird's ({need}): mark it "
                                    f"@available({need}, *)\n    {lines[n].strip()}")
    return findings, sorted(server)

def suite_findings(path, lines, first, last, floor, need):
    """A Swift Testing suite cannot carry @available: each of its members must."""
    findings = []
    inner = lines[first + 1:last]
    for start, n in declaration_groups(inner, 4):
        attributes = "\n".join(inner[start:n + 1])
        if meets(parse_available(attributes), floor):
            continue
        line = inner[n]
        if re.match(r"^\s*(?:(?:private|fileprivate|internal)\s+)?(?:let|var)\s+\w+\s*(?::[^={]*)?=", line):
            problem = "a suite's stored property cannot carry @available: make it computed, with"
        else:
            problem = "a suite's member (Swift Testing refuses @available on the suite type) needs"
        findings.append(f"{path}:{first + 2 + n}: {problem} @available({need}, *)\n    {line.strip()}")
    return findings
