#!/usr/bin/env python3
"""Records the inputs of peers' own test files with cmark-gfm's bytes, for PeerInputTests.

    scripts/peer-inputs/record.py PULLDOWN_GIT_DIR MD4C_GIT_DIR

The git directories are `fetch github:pulldown-cmark/pulldown-cmark` and `fetch github:mity/md4c`
(their commits are written into the output). Every example's Markdown of pulldown-cmark's
specs/regression.txt and md4c's test/regressions.txt, coverage.txt, spec-tables.txt,
spec-strikethrough.txt and spec-tasklists.txt is run through Debian's cmark-gfm 0.29.0.gfm.13 with
GitHub's five extensions and --unsafe; its bytes are the expectation, except for the examples
listed in DECLINED below, where cmark-gfm's bytes are not CommonMark 0.31.2's (or are a quirk of
its own) and the expectation is the given reason's output, checked here against the reference named.
The peers' own expected HTML is not used: each writes footnotes, alerts and spacing its own way.

Writes Tests/TestSupport/Resources/peer-inputs/peer-inputs.json.
"""
import json
import pathlib
import subprocess
import sys

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPOSITORY.parent / "shared" / "spec"))
SPEC_TOOLS = REPOSITORY / "Tests" / "TestSupport" / "Resources"
from spec_to_json import extract  # noqa: E402
from run_spec import normalize_html  # noqa: E402

CMARK_GFM = ["cmark-gfm", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-e", "tasklist", "--unsafe"]
OURS = [str(REPOSITORY / ".build" / "release" / "attributed"), "render", "--to", "html", "--unsafe", "--commonmark",
        "--extension", "table", "--extension", "strikethrough", "--extension", "autolink", "--extension", "tagfilter",
        "--extension", "tasklist"]

FILES = [("pulldown-cmark", "pulldown-cmark/specs/regression.txt"),
         ("md4c", "test/regressions.txt"), ("md4c", "test/coverage.txt"), ("md4c", "test/spec-tables.txt"),
         ("md4c", "test/spec-strikethrough.txt"), ("md4c", "test/spec-tasklists.txt")]

# (file, example) -> (reason, reference): the reference agrees with the expectation, either
# "cmark" (cmark 0.30.2's bytes) or "peer" (the peer's own expected HTML, normalized as the
# CommonMark spec tests normalize).
DECLINED = {
    ("pulldown-cmark/specs/regression.txt", 86): ("CommonMark 0.31: a declaration is `<!` and any ASCII letter (`<!doctype html>` is an HTML block); cmark-gfm 0.29 wants upper case", "peer"),
    ("pulldown-cmark/specs/regression.txt", 113): ("a link destination's parentheses must balance (`[x]: (` is no definition); cmark-gfm takes `(`", "cmark"),
    ("pulldown-cmark/specs/regression.txt", 160): ("`![^1]` is an image by reference with footnotes off; cmark-gfm's footnote code makes it `!` and a link even then", "cmark"),
    ("pulldown-cmark/specs/regression.txt", 161): ("as example 160, inside a line", "cmark"),
    ("pulldown-cmark/specs/regression.txt", 162): ("a numeric character reference has at most 7 decimal or 6 hexadecimal digits; cmark-gfm decodes longer ones", "cmark"),
    ("pulldown-cmark/specs/regression.txt", 188): ("CommonMark 0.31: `<!p>` is a declaration (an HTML block)", "peer"),
    ("test/regressions.txt", 43): ("`</script>` cannot interrupt a paragraph (type 7), so it is a lazy line of the item; cmark-gfm ends the list (cmark 0.30 agrees with us but has no tag filter)", None),
    ("test/regressions.txt", 48): ("CommonMark 0.31: `<textarea>` starts an HTML block of type 1, which blank lines do not end", None),
    ("test/regressions.txt", 53): ("CommonMark 0.31: `<!A>` is inline raw HTML (a declaration)", "peer"),
    ("test/coverage.txt", 13): ("U+0C84 is punctuation (Po) in the Unicode our tables follow, so `__` after it opens; cmark-gfm's tables are older", "peer"),
}


def run(command, markdown):
    return subprocess.run(command, input=markdown.encode(), capture_output=True, check=True).stdout.decode()


def main():
    pulldown, md4c = (pathlib.Path(argument) for argument in sys.argv[1:3])
    sources = {"pulldown-cmark": pulldown, "md4c": md4c}
    commits = {name: subprocess.run(["git", "--git-dir", str(path), "rev-parse", "HEAD"], capture_output=True, text=True,
                                    check=True).stdout.strip() for name, path in sources.items()}
    records = []
    for repository, path in FILES:
        text = subprocess.run(["git", "--git-dir", str(sources[repository]), "show", f"HEAD:{path}"], capture_output=True,
                              text=True, check=True).stdout
        scratch = pathlib.Path("/tmp") / ("peer-input-" + path.replace("/", "-"))
        scratch.write_text(text, encoding="utf-8")
        for example in extract(str(scratch)):
            markdown = example["markdown"]
            expected = run(CMARK_GFM, markdown)
            record = {"source": f"{repository} {path}", "example": example["example"], "markdown": markdown}
            declined = DECLINED.get((path, example["example"]))
            if declined:
                reason, reference = declined
                ours = run(OURS, markdown)
                assert ours != expected, f"{path} #{example['example']} no longer differs from cmark-gfm"
                if reference == "cmark":
                    assert ours == run(["cmark", "--unsafe"], markdown), f"{path} #{example['example']}: not cmark 0.30's bytes"
                elif reference == "peer":
                    peer = example["html"].split("\n.\n")[0]
                    assert normalize_html(ours) == normalize_html(peer), f"{path} #{example['example']}: not the peer's HTML"
                record["html"] = ours
                record["reason"] = reason
            else:
                record["html"] = expected
            records.append(record)
    output = SPEC_TOOLS / "peer-inputs" / "peer-inputs.json"
    output.parent.mkdir(exist_ok=True)
    output.write_text(json.dumps({"commits": commits, "examples": records}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(records)} examples, {sum('reason' in r for r in records)} declined, written to {output}")


if __name__ == "__main__":
    main()
