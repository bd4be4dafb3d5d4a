#!/usr/bin/env python3
"""How often our highlighter and highlight.js put a character of real code in the same class.

    scripts/highlight-agreement/agreement.py [--binary .build/release/attributed] [MARKDOWN…]

Default input: every Markdown file of ../shared/corpus/mixed (the real code blocks of the Swift
book, Swift Evolution, the Rust book and awesome) plus Tests/MarkdownSyntaxTests/Highlighting/samples.md (one short
snippet per language) and real-world-samples.md (a longer block per language), reported apart. Each file is rendered with
`attributed render --to html --highlight`; every `<pre><code class="language-…">` block whose
language our highlighter knows is compared, character by character, with highlight.js's
classification of the same text (Debian's libjs-highlight.js, /usr/share/javascript/highlight.js,
run in headless Chromium through selenium as Tests/browser does).

Only non-white-space characters count. A character agrees when our class is one that
highlight.js's class maps to (MAPPING below; unclassed maps to unclassed). highlight.js nests
spans: a character takes its innermost span's class, skipping the container classes
(`function`, `class`, `params`…), and `title` inside a `class` container is a type.
"""

import argparse
import collections
import glob
import html
import html.parser
import json
import os
import pathlib
import subprocess
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

HERE = pathlib.Path(__file__).resolve().parent
REPOSITORY = HERE.parents[1]
HLJS = os.environ.get("HLJS", "/usr/share/javascript/highlight.js/highlight.js")

# Our language (CodeLanguage.name) → highlight.js's.
HLJS_LANGUAGE = {
    "swift": "swift", "objective-c": "objectivec", "c": "cpp", "cpp": "cpp", "python": "python",
    "javascript": "javascript", "typescript": "typescript", "go": "go", "rust": "rust", "java": "java",
    "kotlin": "kotlin", "ruby": "ruby", "php": "php", "shell": "bash", "sql": "sql", "json": "json",
    "yaml": "yaml", "toml": "ini", "html": "xml", "xml": "xml", "css": "css", "markdown": "markdown",
    "diff": "diff",
}
# What our language names are called in info strings (aliases), for reading the rendered blocks.
ALIASES = {
    "swift": "swift", "objc": "objective-c", "objective-c": "objective-c", "obj-c": "objective-c", "c": "c",
    "cpp": "cpp", "c++": "cpp", "python": "python", "py": "python", "javascript": "javascript", "js": "javascript",
    "typescript": "typescript", "ts": "typescript", "go": "go", "golang": "go", "rust": "rust", "rs": "rust",
    "java": "java", "kotlin": "kotlin", "kt": "kotlin", "ruby": "ruby", "rb": "ruby", "php": "php",
    "shell": "shell", "sh": "shell", "bash": "shell", "zsh": "shell", "sql": "sql", "json": "json",
    "json5": "json", "jsonc": "json", "yaml": "yaml", "yml": "yaml", "toml": "toml", "html": "html",
    "xml": "xml", "css": "css", "markdown": "markdown", "md": "markdown", "diff": "diff", "patch": "diff",
}

# highlight.js class → the classes of ours that agree with it. `None` is unclassed.
MAPPING = {
    None: {None},
    "keyword": {"keyword"},
    "meta-keyword": {"keyword"},
    "meta": {"keyword", "attribute"},          # C preprocessor lines; Swift/Rust/Java attributes
    "built_in": {"function", "type", "constant", "keyword"},  # library names: functions, types, commands
    "builtin-name": {"function", "type", "keyword"},
    "type": {"type"},
    "literal": {"constant"},
    "symbol": {"constant", "variable"},       # Ruby symbols, Rust lifetimes, XML entities
    "string": {"string"},
    "meta-string": {"string"},
    "regexp": {"string"},
    "subst": {"string", None},                # interpolation inside a string
    "char.escape": {"string"},
    "number": {"number"},
    "comment": {"comment"},
    "doctag": {"comment"},
    "quote": {"comment"},
    # highlight.js's "name of a class or a function inside a header" (its class reference): a
    # function's or a type's name, also where no container says which (PHP's `namespace`/`use`).
    "title": {"function", "type"},
    "title.class": {"type"},
    "variable": {"variable"},
    "template-variable": {"variable"},
    "attr": {"attribute"},
    "attribute": {"attribute"},
    "tag": {"tag"},
    "name": {"tag"},
    "selector-tag": {"tag"},
    "selector-id": {"tag"},
    "selector-class": {"tag"},
    "selector-attr": {"attribute", "tag"},
    "selector-pseudo": {"tag"},
    "section": {"keyword"},                   # Markdown headings, TOML tables
    "bullet": {"punctuation"},
    "code": {"string"},
    "link": {"attribute"},
    "addition": {"inserted"},
    "deletion": {"deleted"},
    "punctuation": {"punctuation"},
    "operator": {"operator"},
    "emphasis": {None},
    "strong": {None},
}
# Spans that only group others: a character inside takes the class of what encloses them.
CONTAINERS = {"function", "class", "params", "formula", "tag-container", "meta-container"}


class SpanReader(html.parser.HTMLParser):
    """The text of highlighted HTML and, per character, its class."""

    def __init__(self, prefix):
        super().__init__(convert_charrefs=True)
        self.prefix = prefix
        self.stack = []
        self.text = []
        self.classes = []

    def handle_starttag(self, tag, attrs):
        if tag == "span":
            names = (dict(attrs).get("class") or "").split()
            name = next((n[len(self.prefix):] for n in names if n.startswith(self.prefix)), None)
            self.stack.append(name)

    def handle_endtag(self, tag):
        if tag == "span" and self.stack:
            self.stack.pop()

    def handle_data(self, data):
        cls = self.current()
        for ch in data:
            self.text.append(ch)
            self.classes.append(cls)

    def current(self):
        for index in range(len(self.stack) - 1, -1, -1):
            name = self.stack[index]
            if name is None or (self.prefix == "hljs-" and name in CONTAINERS):
                continue
            if name == "title" and "class" in self.stack[:index]:
                return "title.class"
            return name
        return None


def read_spans(markup, prefix):
    reader = SpanReader(prefix)
    reader.feed(markup)
    reader.close()
    return "".join(reader.text), reader.classes


class BlockReader(html.parser.HTMLParser):
    """The `<pre><code class="language-…">` blocks of our HTML, as raw inner HTML."""

    def __init__(self, source):
        super().__init__(convert_charrefs=False)
        self.source = source
        self.blocks = []

    def feed_all(self):
        # A regular-enough format (our own output): split on the code tags.
        text = self.source
        start = 0
        while True:
            open_at = text.find('<pre><code class="language-', start)
            if open_at < 0:
                break
            name_start = open_at + len('<pre><code class="language-')
            name_end = text.index('"', name_start)
            body_start = text.index(">", name_end) + 1
            body_end = text.index("</code></pre>", body_start)
            self.blocks.append((html.unescape(text[name_start:name_end]), text[body_start:body_end]))
            start = body_end
        return self.blocks


def our_blocks(binary, paths):
    for path in paths:
        out = subprocess.run([binary, "render", "--to", "html", "--highlight", path], capture_output=True, check=True).stdout
        for name, body in BlockReader(out.decode("utf-8")).feed_all():
            language = ALIASES.get(name.lower())
            if language is None:
                continue
            text, classes = read_spans(body, "hl-")
            yield path, language, text, classes


def hljs_classify(blocks):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    service = Service(os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    try:
        driver.get("about:blank")
        driver.execute_script(pathlib.Path(HLJS).read_text(encoding="utf-8") + "\nwindow.hljs = hljs;")
        results = []
        batch = 200
        for start in range(0, len(blocks), batch):
            chunk = [[HLJS_LANGUAGE[lang], text] for lang, text in blocks[start:start + batch]]
            results += driver.execute_script(
                "return arguments[0].map(function (b) { return hljs.highlight(b[0], b[1], true).value; });", chunk)
        return results
    finally:
        driver.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=str(REPOSITORY / ".build" / "debug" / "attributed"))
    parser.add_argument("--json", help="also write the table as JSON here")
    parser.add_argument("--confusions", type=int, default=0, help="show the N commonest disagreements per language")
    parser.add_argument("--show", help="print the disagreeing words of this language")
    parser.add_argument("paths", nargs="*")
    args = parser.parse_args()
    shared = REPOSITORY.parent / "shared"
    if not shared.is_dir():
        shared = pathlib.Path("/work/shared")
    corpus = sorted(glob.glob(str(shared / "corpus" / "mixed" / "**" / "*.md"), recursive=True))
    sets = {"corpus": args.paths or corpus}
    if not args.paths:
        sets["samples"] = [str(REPOSITORY / "Tests" / "MarkdownSyntaxTests" / "Highlighting" / name)
                           for name in ("samples.md", "real-world-samples.md")]
    report = {}
    for set_name, paths in sets.items():
        ours = list(our_blocks(args.binary, paths))
        theirs = hljs_classify([(language, text) for _, language, text, _ in ours])
        table = collections.OrderedDict()
        for (path, language, text, classes), markup in zip(ours, theirs):
            their_text, their_classes = read_spans(markup, "hljs-")
            if their_text != text:
                print(f"warning: text differs in a {language} block of {path}", file=sys.stderr)
                continue
            row = table.setdefault(language, {"blocks": 0, "chars": 0, "agree": 0, "confusions": collections.Counter()})
            row["blocks"] += 1
            if args.show == language:
                shown = collections.Counter()
                word = ""
                for ch, mine, hers in zip(text + " ", classes + [None], their_classes + [None]):
                    if ch.isspace() or mine in MAPPING.get(hers, {hers}):
                        if word:
                            shown[word] += 1
                        word = ""
                    else:
                        word = word + ch if word else f"[{hers}/{mine}] {ch}"
                for item, count in shown.most_common(25):
                    print(f"  {count:4} {item}", file=sys.stderr)
            for ch, mine, hers in zip(text, classes, their_classes):
                if ch.isspace():
                    continue
                row["chars"] += 1
                if mine in MAPPING.get(hers, {hers}):
                    row["agree"] += 1
                else:
                    row["confusions"][(hers, mine)] += 1
        print(f"\n{set_name}: {', '.join(os.path.relpath(p, REPOSITORY) for p in paths) if set_name == 'samples' else str(len(paths)) + ' files'}")
        print(f"| language | blocks | characters | agreement |")
        print(f"|---|---:|---:|---:|")
        total_chars = total_agree = 0
        for language in sorted(table, key=lambda l: -table[l]["chars"]):
            row = table[language]
            total_chars += row["chars"]
            total_agree += row["agree"]
            share = 100.0 * row["agree"] / row["chars"] if row["chars"] else 100.0
            print(f"| {language} | {row['blocks']} | {row['chars']:,} | {share:.1f}% |")
            if args.confusions:
                for (hers, mine), count in row["confusions"].most_common(args.confusions):
                    print(f"|   hljs {hers} / ours {mine} | | {count:,} | |")
        if total_chars:
            print(f"| **all** | {sum(r['blocks'] for r in table.values())} | {total_chars:,} | {100.0 * total_agree / total_chars:.1f}% |")
        report[set_name] = {l: {k: v for k, v in r.items() if k != "confusions"} for l, r in table.items()}
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
