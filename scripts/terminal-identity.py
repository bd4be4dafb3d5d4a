#!/usr/bin/env python3
"""Byte identity of two `attributed` binaries' terminal output.

Every CommonMark/GFM spec example, every Markdown file of ../shared/corpus/mixed, and a file of
awkward code (tabs, wide and combining characters, control characters, long lines, code in lists
and quotes, empty and blank-line blocks, unknown languages), with LF and with CRLF line ends, each
rendered with `render --to terminal` under eight flag sets (256 colours at 80 columns, true colour at
40, --no-highlight at 100, --color never, a theme in true colour at 60, --no-highlight with a theme
at 30, colours at 7 columns and none at 20, where long words break). Output and exit status must match. Prints the number of comparisons and of differences (the
first few named); exits 1 when any differ, 2 when the corpus or the spec examples are missing.

    scripts/terminal-identity.py BASE_BIN NEW_BIN [--jobs N]     (default: 2 jobs)
"""
import concurrent.futures
import glob
import json
import os
import pathlib
import subprocess
import sys
import tempfile

AWKWARD = '''# Code in places

```swift
\tlet tab = "x"\t// tab
let wide = "漢字かな" // wide
let mark = "e\u0301" // combining
let ctl = "\u0007bell"
let veryLongLineThatGoesOnAndOnPastTheWidthOfAnyReasonableTerminalWindowWhichIsEighty = 1 + 2 + 3 + 4 + 5
let trailing = 1   
```

- item

  ```python
  def f(x):
  \treturn x  # comment with a very long tail that surely goes past forty columns
  ```

> ```js
> const a = `tpl ${x}`; // quote
>
> ```

1. ```rust
   fn main() { println!("hi"); }
   ```

```

```

```c

int x;


```

```diff
+ added
- removed
```

```unknownlang
plain <b>
```

    indented code
    \twith tab
'''

FLAG_SETS = [
    ({}, ["--color", "always"]),
    ({"COLORTERM": "truecolor"}, ["--color", "always", "--width", "40"]),
    ({}, ["--color", "always", "--no-highlight", "--width", "100"]),
    ({}, ["--color", "never"]),
    ({"COLORTERM": "truecolor"}, ["--color", "always", "--theme", "default", "--width", "60"]),
    ({}, ["--color", "always", "--theme", "default", "--no-highlight", "--width", "30"]),
    ({}, ["--color", "always", "--width", "7"]),
    ({}, ["--color", "never", "--width", "20"]),
]


def main() -> int:
    args = sys.argv[1:]
    if len(args) < 2:
        print(__doc__.strip().splitlines()[-1].strip())
        return 2
    base, new = args[0], args[1]
    jobs = int(args[3]) if len(args) >= 4 and args[2] == "--jobs" else 2
    here = pathlib.Path(__file__).resolve().parent.parent
    shared = pathlib.Path(os.environ.get("SHARED", here.parent / "shared"))
    specs = glob.glob(str(shared / "spec" / "*" / "*.json"))
    corpus = sorted((shared / "corpus" / "mixed").rglob("*.md"))
    if not specs or not corpus:
        print(f"no spec examples or corpus under {shared} (set SHARED=…)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as work:
        work = pathlib.Path(work)
        files = list(corpus)
        for spec in specs:
            for index, example in enumerate(json.load(open(spec, encoding="utf-8"))):
                path = work / f"{pathlib.Path(spec).parent.name}-{pathlib.Path(spec).stem}-{index:04d}.md"
                path.write_text(example["markdown"], encoding="utf-8")
                files.append(path)
        (work / "awkward.md").write_text(AWKWARD, encoding="utf-8")
        (work / "awkward-crlf.md").write_bytes(AWKWARD.replace("\n", "\r\n").encode())
        files += [work / "awkward.md", work / "awkward-crlf.md"]

        def compare(job):
            path, (env, flags) = job
            environment = dict(os.environ, **env)
            results = [subprocess.run([binary, "render", "--to", "terminal", *flags, str(path)],
                                      capture_output=True, env=environment) for binary in (base, new)]
            same = all(a == b for a, b in zip((results[0].returncode, results[0].stdout),
                                              (results[1].returncode, results[1].stdout)))
            return path.name, " ".join(f"{k}={v}" for k, v in env.items()) + " " + " ".join(flags), same

        jobs_list = [(path, flag_set) for path in files for flag_set in FLAG_SETS]
        differences = 0
        with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
            for name, flags, same in pool.map(compare, jobs_list):
                if not same:
                    differences += 1
                    if differences <= 20:
                        print(f"differs: {name} ({flags.strip()})")
    print(f"{len(jobs_list)} comparisons, {differences} differ")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
