#!/usr/bin/env python3
"""Writes the seed corpus for the MarkdownFuzz target: one file per spec example.

Usage: scripts/fuzz_corpus.py [DIRECTORY]     (default: Fuzz/corpus)

Seeds are the Markdown of every CommonMark 0.31.2 and GFM 0.29.0.gfm.13 example (spec,
extensions and regression files in Tests/TestSupport/Resources) and of cmark's and
commonmark.js's regression tests (Resources/cmark, Resources/commonmark.js), plus each adversarial
input of scripts/pathological.py at 300 bytes, and the blocks of the alerts golden source
(Tests/AttributedRenderingTests/Golden/alerts.md). They are generated at run time rather than
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
    print("%d seed inputs in %s" % (written, directory))


if __name__ == "__main__":
    main()
