#!/usr/bin/env python3
"""Regenerates Sources/MarkdownSyntax/Parser/Scanning/HTMLEntities+Table.swift.

The source is Python 3's `html.entities.html5`: the WHATWG HTML5 named character references,
shipped with the standard library (no network). CommonMark recognises only the names that end
in `;`, so those are kept (without `&` and `;`), sorted by code point order of the name, each
written as `name` TAB `replacement`, the replacement as Swift `\\u{…}` escapes.

Usage: python3 scripts/generate_entity_table.py [--check]
  --check  exit 1 when the checked-in file differs from what would be generated.
"""
import html.entities
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TARGET = ROOT / "Sources/MarkdownSyntax/Parser/Scanning/HTMLEntities+Table.swift"


def generate() -> str:
    names = sorted(name[:-1] for name in html.entities.html5 if name.endswith(";"))
    lines = [
        "// Generated file: do not edit by hand (scripts/generate_entity_table.py).",
        "//",
        "// Made with Python 3's `html.entities.html5` (the WHATWG HTML5 named character",
        "// references): every name ending in `;` (CommonMark only recognises those), sorted, written",
        "// as `name` TAB `replacement` lines, the replacement as `\\u{…}` escapes. Parsed into a",
        "// dictionary on first use by `HTMLEntities`.",
        "",
        "extension HTMLEntities {",
        f"    /// `name\\tvalue\\n` for each of the {len(names)} HTML5 named character references (without `&` and `;`).",
        '    static let table: String = """',
    ]
    for name in names:
        value = "".join("\\u{%X}" % ord(character) for character in html.entities.html5[name + ";"])
        lines.append(f"        {name}\t{value}")
    lines += ['        """', "}", ""]
    return "\n".join(lines)


def main() -> int:
    text = generate()
    if "--check" in sys.argv[1:]:
        current = TARGET.read_text(encoding="utf-8")
        if current != text:
            print(f"{TARGET.relative_to(ROOT)} is out of date: run scripts/generate_entity_table.py", file=sys.stderr)
            return 1
        return 0
    TARGET.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
