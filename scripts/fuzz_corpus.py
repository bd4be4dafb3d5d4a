#!/usr/bin/env python3
"""Writes the seed corpus for the MarkdownFuzz target: one file per spec example.

Usage: scripts/fuzz_corpus.py [DIRECTORY]     (default: Fuzz/corpus)

Seeds are the Markdown of every CommonMark 0.31.2 and GFM 0.29.0.gfm.13 example (spec,
extensions and regression files in Tests/TestSupport/Resources) and of cmark's and
commonmark.js's regression tests (Resources/cmark, Resources/commonmark.js) and the inputs of
pulldown-cmark's and md4c's test files (Resources/peer-inputs), plus each adversarial
input of scripts/pathological.py at 300 bytes, and the blocks of the alerts golden source
(Tests/AttributedRenderingTests/Golden/alerts.md), and long lists, tables, quotes and outlines. They are generated at run time rather than
committed; the directory is git-ignored and libFuzzer adds what it finds to it.
"""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESOURCES = os.path.join(ROOT, "Tests", "TestSupport", "Resources")
SPEC_FILES = [
    ("cm", "commonmark-0.31.2/spec.json"),
    ("gfm", "gfm-0.29.0.gfm.13/spec.json"),
    ("ext", "gfm-0.29.0.gfm.13/extensions.json"),
    ("reg", "gfm-0.29.0.gfm.13/regression.json"),
    ("cmark-reg", "cmark/regression.json"),
    ("cmarkjs-reg", "commonmark.js/regression.json"),
]


def main():
    directory = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "Fuzz", "corpus")
    os.makedirs(directory, exist_ok=True)
    written = 0
    for prefix, path in SPEC_FILES:
        with open(os.path.join(RESOURCES, path), encoding="utf-8") as handle:
            examples = json.load(handle)
        for example in examples:
            name = os.path.join(directory, "%s-%04d.md" % (prefix, example["example"]))
            with open(name, "w", encoding="utf-8", newline="") as output:
                output.write(example["markdown"])
            written += 1
    # The inputs of pulldown-cmark's and md4c's own test files (many found by their fuzzers).
    with open(os.path.join(RESOURCES, "peer-inputs", "peer-inputs.json"), encoding="utf-8") as handle:
        for index, example in enumerate(json.load(handle)["examples"]):
            with open(os.path.join(directory, "peer-%04d.md" % index), "w", encoding="utf-8", newline="") as output:
                output.write(example["markdown"])
            written += 1
    sys.path.insert(0, os.path.join(ROOT, "scripts"))
    import pathological  # noqa: E402  (a sibling script, imported for its generators)

    for index, (_, generator, _, _) in enumerate(pathological.CASES):
        with open(os.path.join(directory, "patho-%02d.md" % index), "w", encoding="utf-8", newline="") as output:
            output.write(generator(300))
        written += 1
    # GitHub's alerts, which no spec example has: each block of the alerts golden source.
    with open(os.path.join(ROOT, "Tests", "AttributedRenderingTests", "Golden", "alerts.md"), encoding="utf-8") as handle:
        for index, block in enumerate(handle.read().split("\n\n")):
            with open(os.path.join(directory, "alert-%02d.md" % index), "w", encoding="utf-8", newline="") as output:
                output.write(block + "\n")
            written += 1
    # Long lists, tables, quotes and outlines, which the incremental parser re-parses item by item,
    # row by row and child by child (at least 8 items, body rows or children): no spec example is that long. The derived edit of each
    # input (IncrementalInvariant) then lands inside one most of the time.
    for index, document in enumerate(long_containers()):
        with open(os.path.join(directory, "long-%02d.md" % index), "w", encoding="utf-8", newline="") as output:
            output.write(document)
        written += 1
    print("%d seed inputs in %s" % (written, directory))


def long_containers():
    """Lists, tables and quotes of the shapes the item-, row- and child-wise plans must get right
    or refuse (after Tests/TestSupport/LongListDocuments.swift, LongTableDocuments.swift and
    LongBlockQuoteDocuments.swift), small enough for -max_len."""
    def lines(count, body):
        return "".join(body(n) for n in range(count))
    return [
        "# Changes\n\n" + lines(12, lambda n: "- Fixed *issue* %d: `code` and [a link](https://x/%d)\n" % (n, n)) + "\nAfter.\n",
        lines(12, lambda n: "%d. item %d\n" % (n + 7, n)),
        lines(10, lambda n: "* loose %d\n\n" % n) + "para\n",
        "Intro\n" + lines(10, lambda n: "+ lazy %d\ncontinued %d\n" % (n, n)),
        lines(9, lambda n: "1) first %d\n   - nested a\n   - nested b\n" % n),
        lines(9, lambda n: "- item %d\n\n  ```swift\n  let x = %d\n  ```\n" % (n, n)),
        lines(10, lambda n: "- [ ] task %d\n- [x] done %d\n" % (n, n)),
        "| id | name | status |\n|---:|:-----|:------:|\n" + lines(12, lambda n: "| %d | item *%d* | `ok` [link](https://x/%d) |\n" % (n, n, n)) + "\nAfter.\n",
        "a | b\n--- | ---\n" + lines(12, lambda n: "%d | cell %d\n" % (n, n)),
        "Intro text\n| a | b | c |\n| - | - | - |\n" + lines(12, lambda n: "| only one |\n" if n % 3 == 0 else "| x %d | y | z | extra |\n" % n) + "> quote\n",
        "  | a | b |\n  |---|---|\n" + lines(10, lambda n: "  | \\| pipe %d | **bold %d** |\n" % (n, n)) + "\n---\n",
        "| a | b |\n|---|---|\n" + lines(10, lambda n: "| é%d | 👍🏽 %d |\n" % (n, n)) + "# Heading\n",
        # A row being typed after the last one: `| ` is a paragraph, the next key makes it a row (the
        # rows' plan takes it in; deleting that key releases it again).
        "| id | value |\n|---|:-:|\n" + lines(10, lambda n: "| %d | *v%d* |\n" % (n, n)) + "| \n\nAfter.\n",
        "| a | b |\n|---|---|\n" + lines(10, lambda n: "| %d | x |\n" % n) + "| n\n\n> quote\n",
        # Long block quotes (at least 8 children), re-parsed child by child (after
        # Tests/TestSupport/LongBlockQuoteDocuments.swift).
        "# Thread\n\n" + lines(10, lambda n: "> On day %d *someone* wrote `code`\n>\n" % n) + "\nAfter.\n",
        "> [!NOTE]\n" + lines(10, lambda n: "> note %d\n>\n" % n) + "para\n",
        lines(5, lambda n: "> # Heading %d\n> text %d\n" % (n, n)) + lines(5, lambda n: "> para %d\nlazy %d\n>\n" % (n, n)),
        lines(5, lambda n: "> - item %d\n>\n> ```\n> code %d\n> ```\n" % (n, n)) + ">\n>\n\n---\n",
        # Outlines (a short list whose last item holds a long list), re-parsed nested item by nested
        # item (after Tests/TestSupport/LongOutlineDocuments.swift).
        "# Plan\n\n- Release\n" + lines(10, lambda n: "  - nested *%d* with `code`\n" % n) + "\nAfter.\n",
        "1. Steps\n\n" + lines(10, lambda n: "   %d. sub step %d\n" % (n + 1, n)) + "\n---\n",
        "- a\n- Top\n" + lines(9, lambda n: "  - mid %d\n    - deep %d\n" % (n, n)),
    ]


if __name__ == "__main__":
    main()
