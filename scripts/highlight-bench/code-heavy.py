#!/usr/bin/env python3
"""Writes the highlight bench's document: every fenced code block of a corpus whose language the
highlighter knows (Swift, Rust, C++, shell, JSON, diff, TOML...), each with its fence, one after another.
With --code-only, the blocks' code alone, without fences (what the lexers read).

    code-heavy.py CORPUS-DIR OUT-FILE [--code-only]

Used by run.sh (the speed figure) and lean-floor.sh (the lean lexer's count)."""
import pathlib, re, sys
known = {"swift", "rust", "rs", "cpp", "c++", "c", "objc", "bash", "sh", "shell", "json", "json5", "diff", "toml", "html",
         "python", "py", "js", "javascript", "ts", "go", "java", "kotlin", "ruby", "php", "sql", "yaml", "yml", "css", "xml"}
out = []
for path in sorted(pathlib.Path(sys.argv[1]).rglob("*.md")):
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    block = None
    for line in lines:
        stripped = line.lstrip(" ")
        if block is None:
            m = re.match(r"(`{3,}|~{3,})\s*([A-Za-z0-9+#-]+)", stripped)
            if m and len(line) - len(stripped) <= 3:
                block = [m.group(1), m.group(2).lower(), [line]]
        else:
            block[2].append(line)
            if stripped.startswith(block[0]) and stripped.strip() == stripped.strip()[0] * len(stripped.strip()):
                if block[1] in known:
                    code = "".join(block[2][1:-1])
                    out.append(code if "--code-only" in sys.argv[3:] else "".join(block[2]).rstrip("\n") + "\n\n")
                block = None
pathlib.Path(sys.argv[2]).write_text("".join(out), encoding="utf-8")
