#!/usr/bin/env bash
# Byte identity of two `attributed` binaries' HTML: every Markdown file under ../shared/corpus
# (large.md included) and every CommonMark/GFM spec example (stdin), through each HTML flag set the
# CLI offers (cmark-exact from the syntax tree, via the AttributedString, styled); output and exit
# status must match. Prints the number of comparisons and of differences (the first few named);
# exits 1 when any differ, 2 when the corpus or the spec examples are missing (nothing compared
# must not pass).
#
#   scripts/byte-identity.sh BASE_BIN NEW_BIN [--jobs N]     (default: 2 jobs)
set -euo pipefail
cd "$(dirname "$0")/.."
if (( $# < 2 )); then sed -n '2,8p' "$0"; exit 2; fi
base=$1 new=$2; shift 2
jobs=2
if [[ ${1:-} == --jobs ]]; then jobs=$2; fi
shared=${SHARED:-../shared}
[[ -d $shared/corpus && -d $shared/spec ]] || { echo "no corpus or spec under $shared (set SHARED=…)" >&2; exit 2; }
exec python3 - "$base" "$new" "$jobs" "$shared" <<'PY'
import concurrent.futures, json, os, subprocess, sys
base, new, jobs, shared = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
flag_sets = [
    "--to html",
    "--to html --commonmark",
    "--to html --unsafe --heading-ids",
    "--to html --via syntax-tree",
    "--to html --unsafe --commonmark",
    "--to html --via attributed-string",
    "--to html --unsafe --via attributed-string",
    "--to html --unsafe --commonmark --via attributed-string",
    "--to html --theme default",
    "--to html --theme dark --standalone --unsafe",
    "--to html --inline-styles",
]
files = sorted(os.path.join(d, f) for d, _, fs in os.walk(os.path.join(shared, "corpus")) for f in fs if f.endswith(".md"))
examples = []
for spec in ("commonmark-0.31.2/spec.json", "gfm-0.29.0.gfm.13/spec.json", "gfm-0.29.0.gfm.13/extensions.json",
             "gfm-0.29.0.gfm.13/regression.json"):
    path = os.path.join(shared, "spec", spec)
    if os.path.exists(path):
        examples += [(f"{spec}#{e['example']}", e["markdown"].encode()) for e in json.load(open(path))]

def run(binary, flags, path, stdin):
    args = [binary, "render", *flags.split()] + ([path] if path else [])
    result = subprocess.run(args, input=stdin, capture_output=True, timeout=600)
    return result.returncode, result.stdout

def compare(job):
    name, flags, path, stdin = job
    return name, flags, run(base, flags, path, stdin) == run(new, flags, path, stdin)

jobs_list = [(f, flags, f, None) for f in files for flags in flag_sets]
jobs_list += [(name, flags, None, md) for name, md in examples for flags in flag_sets]
differences = []
with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
    for name, flags, same in pool.map(compare, jobs_list):
        if not same: differences.append(f"{name} [{flags}]")
print(f"{len(files)} files + {len(examples)} spec examples, {len(flag_sets)} flag sets: "
      f"{len(jobs_list)} comparisons, {len(differences)} differences")
for line in differences[:20]: print("  differs:", line)
if not files or not examples:
    print("nothing compared: no corpus files or no spec examples found under", shared, file=sys.stderr)
    sys.exit(2)
sys.exit(1 if differences else 0)
PY
