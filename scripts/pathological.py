#!/usr/bin/env python3
"""Linear-time check for a Markdown renderer on adversarial inputs.

Usage:
    scripts/pathological.py BIN [--sizes 10000,100000,1000000] [--extension table]
                                [--via-sizes 10000,100000] [--no-via] [--repeat 3]
                                [--ratio 2.5] [--floor-ms 20] [--timeout 60] [--only NAME,...]

BIN is the `attributed` executable. Every case is rendered with
    BIN render --to html --gfm            (input on stdin)
and a subset also with
    BIN render --to html --gfm --via attributed-string
at every size, and the highlighting cases (one fenced code block each) with
    BIN render --to html --gfm --highlight
at every size, and the wall-clock time of the process is measured (best of --repeat runs).

The rule (see docs/robustness.md): the startup time t0 (best run of BIN on empty input) is
subtracted from every measurement, a measurement below --floor-ms is raised to the floor (so that
noise on tiny inputs cannot fail a case), and for each pair of consecutive sizes n1 < n2

    t(n2) / t(n1) <= RATIO * (n2 / n1)          (RATIO = 2.5 by default)

must hold. A quadratic algorithm makes the left side grow like (n2/n1)^2 and fails; a linear one
stays near n2/n1. A pair that breaks the rule is timed again (startup and both sizes, 2 x --repeat + 1 runs
each) and fails only if it still breaks it. A run that exits non-zero, is killed by a signal or
exceeds --timeout fails its case too (crashes such as a stack overflow on deep nesting count as failures).

The last output line is always `N passed, M failed`; the exit status is 1 when M > 0.
"""

import argparse
import subprocess
import sys
import time


# --- Input generators ---------------------------------------------------------------------------
# Each generator takes a target size in bytes and returns a str of about that size. Repetition
# counts are derived from the unit length so that every size means "about this many bytes".

def repeat_unit(unit, size, prefix="", suffix=""):
    count = max(1, (size - len(prefix) - len(suffix)) // len(unit))
    return prefix + unit * count + suffix


def nested_brackets(size):
    depth = max(1, size // 2)
    return "[" * depth + "a" + "]" * depth


def nested_link_brackets(size):
    depth = max(1, size // 6)
    return "[" * depth + "a](b)" + "]" * depth


def link_openers_with_destination(size):
    return repeat_unit("[a](", size)


def nested_parentheses_destination(size):
    depth = max(1, (size - 6) // 2)
    return "[a](" + "(" * depth + "b" + ")" * depth + ")"


def unclosed_parentheses_destination(size):
    return "[a](" + repeat_unit("(", size - 4)


def emphasis_openers_nested(size):
    # `*a **a *a **a …` never closed, then closers in the wrong order.
    half = max(1, size // 12)
    return "*a **a " * half + "b" + " a** a*" * half


def underscore_runs(size):
    return repeat_unit("_a ", size)


def emphasis_closers_without_openers(size):
    return repeat_unit("a_ ", size)


def alternating_star_underscore(size):
    return repeat_unit("*_", size)


def mismatched_openers_closers(size):
    return repeat_unit("*a_ ", size)


def multiple_of_three(size):
    return repeat_unit("c* ", size, prefix="a**b")


def strong_then_emphasis(size):
    return repeat_unit("**a*", size)


def triple_delimiters(size):
    return repeat_unit("a***b ", size)


def backtick_runs(size):
    # Backtick runs of increasing length, never closed: `e` `e``` e```…
    parts = []
    total = 0
    length = 1
    while total < size:
        piece = "e" + "`" * length
        parts.append(piece)
        total += len(piece)
        length += 1
    return "".join(parts)


def many_backtick_strings(size):
    return repeat_unit("`a``b", size)


def nested_block_quotes(size):
    depth = max(1, size // 2)
    return "> " * depth + "a\n"


def nested_lists(size):
    lines = []
    total = 0
    depth = 0
    while total < size:
        line = "  " * depth + "* a\n"
        lines.append(line)
        total += len(line)
        depth += 1
    return "".join(lines)


def nested_ordered_lists(size):
    lines = []
    total = 0
    depth = 0
    while total < size:
        line = "   " * depth + "1. a\n"
        lines.append(line)
        total += len(line)
        depth += 1
    return "".join(lines)


def many_reference_definitions(size):
    lines = []
    total = 0
    index = 0
    while total < size // 2:
        line = "[ref%d]: /u%d \"t\"\n" % (index, index)
        lines.append(line)
        total += len(line)
        index += 1
    uses = []
    used = 0
    i = 0
    while used < size // 2:
        piece = "[x][ref%d] " % (i % max(1, index))
        uses.append(piece)
        used += len(piece)
        i += 1
    return "".join(lines) + "\n" + "".join(uses) + "\n"


def unresolved_references(size):
    return repeat_unit("[a][b] ", size, prefix="[c]: /u\n\n")


def angle_bracket_runs(size):
    return repeat_unit("<", size)


def unclosed_html_tags(size):
    return repeat_unit("<a ", size)


def unclosed_autolinks(size):
    return repeat_unit("<http://a ", size)


def unclosed_html_comments(size):
    return repeat_unit("<!--", size, prefix="</")


def emphasis_inside_link_openers(size):
    return repeat_unit("[*a*](", size)


def link_openers_and_emphasis_closers(size):
    return repeat_unit("[ a_", size)


def bracket_paren_pattern(size):
    return repeat_unit("[ (](", size)


def entity_like_runs(size):
    return repeat_unit("&#", size)


def long_entity_like(size):
    return repeat_unit("&a", size)


def image_openers(size):
    return repeat_unit("![[]()", size)


def link_closers_without_openers(size):
    return repeat_unit("a]", size)


def link_openers_without_closers(size):
    return repeat_unit("[a", size)


def unclosed_link_angle_destination(size):
    return repeat_unit("[a](<b", size)


def unclosed_link_plain_destination(size):
    return repeat_unit("[a](b", size)


def many_strikethrough_tildes(size):
    return repeat_unit("~a ~~b ", size)


def bare_autolink_candidates(size):
    return repeat_unit("www.a_ ", size)


def table_many_columns(size):
    columns = max(1, size // 6)
    return "|a" * columns + "|\n" + "|-" * columns + "|\n" + "|b" * columns + "|\n"


def table_many_rows(size):
    header = "| a | b |\n|---|---|\n"
    return repeat_unit("| c | d |\n", size, prefix=header)


def table_pipes_only(size):
    return "|a|\n|-|\n" + repeat_unit("|", size - 8) + "\n"


# --- Highlighting inputs (`--highlight`): one fenced block of adversarial code ----------------
# Every lexer makes one forward pass; these put the constructs that could make one rescan (an
# opener without a closer, nesting, a quote inside an interpolation) thousands of times on one line.

def fenced(language, unit, fence="~~~"):
    def generator(size):
        return fence + language + "\n" + repeat_unit(unit, size - 16) + "\n" + fence + "\n"
    return generator


HIGHLIGHT_CASES = [
    ("swift interpolations \"\\(", fenced("swift", '"\\(')),
    ("swift nested comments /*", fenced("swift", "/*")),
    ("swift raw strings #\"", fenced("swift", '#"')),
    ("swift apostrophes 'a", fenced("swift", "'a")),
    ("rust attributes #[", fenced("rust", "#[")),
    ("rust raw strings r#\"", fenced("rust", 'r#"')),
    ("c preprocessor #if a<", lambda size: "~~~c\n#if " + repeat_unit("a<", size - 16) + "\n~~~\n"),
    ("c++ typed definitions int f(", fenced("cpp", "int f (")),
    ("python triple quotes", fenced("python", '"""a')),
    ("shell ${ in strings", fenced("bash", '"${')),
    ("shell $ runs", fenced("sh", "$")),
    ("ruby symbols ::a:", fenced("ruby", "::a:")),
    ("php variables $$a", fenced("php", "$$a")),
    ("sql comments --", fenced("sql", "-- '")),
    ("html unclosed tags <a ", fenced("html", "<a ")),
    ("html comments <!--", fenced("html", "<!--")),
    ("html entities &a", fenced("html", "&a")),
    ("html script <script>", fenced("html", "<script>'")),
    ("css brackets [", fenced("css", "[")),
    ("css braces @media{", fenced("css", "@media{a:")),
    ("json quotes", fenced("json", '"\\')),
    ("yaml block scalars >", fenced("yaml", ">")),
    ("yaml keys a: ", fenced("yaml", "a: ")),
    ("toml headers [", lambda size: "~~~toml\n" + repeat_unit("[\n", size - 16) + "~~~\n"),
    ("markdown brackets [", fenced("markdown", "[")),
    ("markdown code spans `", fenced("markdown", "`a")),
    ("diff lines", lambda size: "~~~diff\n" + repeat_unit("+a\n-b\n@@\n", size - 16) + "~~~\n"),
    ("shell ${a} in strings", fenced("bash", '"${a}')),
    ("shell $( in strings", fenced("bash", '"$(')),
    ("shell $() in strings", fenced("bash", '"$()')),
    ("ruby regexes (/", fenced("ruby", "(/")),
    ("ruby labels a:", fenced("ruby", "a:")),
    ("javascript regex classes = /[", fenced("js", "= /[")),
    ("javascript regexes after blanks", fenced("js", ",   /a/")),
    ("javascript division a / b", fenced("js", "a / ")),
    ("php tags <?", fenced("php", "<?")),
    ("objective-c framework names NSA", fenced("objc", "NSA ")),
]


# (name, generator, also run through AttributedString, needs the table extension)
CASES = [
    ("nested brackets [[[a]]]", nested_brackets, True, False),
    ("nested link brackets [[[a](b)]]", nested_link_brackets, False, False),
    ("link openers [a](", link_openers_with_destination, True, False),
    ("nested parens in destination", nested_parentheses_destination, False, False),
    ("unclosed parens in destination", unclosed_parentheses_destination, False, False),
    ("nested *a **a", emphasis_openers_nested, True, False),
    ("_a runs", underscore_runs, False, False),
    ("emphasis closers a_", emphasis_closers_without_openers, False, False),
    ("alternating *_", alternating_star_underscore, True, False),
    ("mismatched *a_", mismatched_openers_closers, False, False),
    ("multiple of 3 a**b c*", multiple_of_three, False, False),
    ("**a* runs", strong_then_emphasis, False, False),
    ("a***b runs", triple_delimiters, False, False),
    ("backtick runs of growing length", backtick_runs, True, False),
    ("backtick strings `a``b", many_backtick_strings, False, False),
    ("nested block quotes > > >", nested_block_quotes, True, False),
    ("nested bullet lists", nested_lists, True, False),
    ("nested ordered lists", nested_ordered_lists, False, False),
    ("many link reference definitions", many_reference_definitions, True, False),
    ("unresolved references [a][b]", unresolved_references, False, False),
    ("< runs", angle_bracket_runs, False, False),
    ("unclosed <a tags", unclosed_html_tags, True, False),
    ("unclosed <http:// autolinks", unclosed_autolinks, False, False),
    ("unclosed <!-- comments", unclosed_html_comments, False, False),
    ("emphasis in link openers [*a*](", emphasis_inside_link_openers, True, False),
    ("link openers, emphasis closers [ a_", link_openers_and_emphasis_closers, False, False),
    ("pattern [ (](", bracket_paren_pattern, False, False),
    ("entity-like &# runs", entity_like_runs, False, False),
    ("entity-like &a runs", long_entity_like, False, False),
    ("image openers ![[]()", image_openers, True, False),
    ("link closers a]", link_closers_without_openers, False, False),
    ("link openers [a", link_openers_without_closers, False, False),
    ("unclosed [a](<b", unclosed_link_angle_destination, False, False),
    ("unclosed [a](b", unclosed_link_plain_destination, False, False),
    ("strikethrough tildes ~a ~~b", many_strikethrough_tildes, False, False),
    ("bare autolink candidates www.a_", bare_autolink_candidates, False, False),
    ("table with many columns", table_many_columns, True, True),
    ("table with many rows", table_many_rows, False, True),
    ("table row of | runs", table_pipes_only, False, True),
]


# --- Measurement --------------------------------------------------------------------------------

class RunFailure(Exception):
    pass


def run_once(command, data, timeout):
    start = time.perf_counter()
    try:
        completed = subprocess.run(
            command, input=data, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout
        )
    except subprocess.TimeoutExpired:
        raise RunFailure("timeout after %gs" % timeout)
    elapsed = time.perf_counter() - start
    if completed.returncode != 0:
        detail = completed.stderr.decode("utf-8", "replace").strip().splitlines()
        reason = detail[-1] if detail else ""
        if completed.returncode < 0:
            raise RunFailure("killed by signal %d %s" % (-completed.returncode, reason))
        raise RunFailure("exit %d %s" % (completed.returncode, reason))
    return elapsed


def best_time(command, data, repeat, timeout):
    best = None
    for _ in range(repeat):
        elapsed = run_once(command, data, timeout)
        if best is None or elapsed < best:
            best = elapsed
        # A run far beyond the rest of the budget will not get faster: stop early.
        if elapsed > timeout / 2:
            break
    return best


def format_ms(seconds):
    return "%.1f" % (seconds * 1000.0)


def check_case(name, generator, command, sizes, args, startup):
    """Returns (passed, row text)."""
    times = []
    notes = []
    for size in sizes:
        data = generator(size).encode("utf-8")
        try:
            elapsed = best_time(command, data, args.repeat, args.timeout)
        except RunFailure as failure:
            notes.append("n=%d: %s" % (size, failure))
            times.append(None)
            break
        times.append(elapsed)
    floor = args.floor_ms / 1000.0
    passed = all(t is not None for t in times) and len(times) == len(sizes)
    worst = 0.0

    def growth_of(earlier, later, base):
        return max(later - base, floor) / max(earlier - base, floor)

    for index in range(1, len(times)):
        earlier, later = times[index - 1], times[index]
        if earlier is None or later is None:
            break
        growth = growth_of(earlier, later, startup)
        allowed = args.ratio * (sizes[index] / sizes[index - 1])
        if growth > allowed:
            # Confirm before failing: load from other processes inflates single measurements.
            # Re-time startup and both sizes, interleaved, with more runs, and keep the better.
            try:
                retry = 2 * args.repeat + 1
                base = best_time(command, b"", retry, args.timeout)
                small = generator(sizes[index - 1]).encode("utf-8")
                large = generator(sizes[index]).encode("utf-8")
                earlier = min(earlier, best_time(command, small, retry, args.timeout))
                later = min(later, best_time(command, large, retry, args.timeout))
                times[index - 1], times[index] = earlier, later
                growth = min(growth, growth_of(earlier, later, min(startup, base)))
            except RunFailure as failure:
                notes.append("retry: %s" % failure)
        worst = max(worst, growth / (sizes[index] / sizes[index - 1]))
        if growth > allowed:
            passed = False
            notes.append(
                "t grew x%.1f for n x%g (limit x%.1f, confirmed)" % (growth, sizes[index] / sizes[index - 1], allowed)
            )
    cells = [format_ms(t) if t is not None else "FAIL" for t in times]
    cells += ["-"] * (len(sizes) - len(cells))
    status = "ok" if passed else "FAIL"
    row = "%-4s %-40s %s  %6.2f  %s" % (
        status,
        name[:40],
        " ".join("%10s" % c for c in cells),
        worst,
        "; ".join(notes),
    )
    return passed, row


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary", metavar="BIN", help="the attributed executable")
    parser.add_argument("--sizes", default="10000,100000,1000000", help="input sizes in bytes, ascending")
    parser.add_argument(
        "--via-sizes",
        default="10000,100000",
        help="sizes for the --via attributed-string runs (AttributedString is heavier per byte)",
    )
    parser.add_argument("--no-via", action="store_true", help="skip the AttributedString path")
    parser.add_argument("--no-highlight", action="store_true", help="skip the --highlight cases (code blocks)")
    parser.add_argument(
        "--extension", action="append", default=[], help="also run the cases of this extension (table)"
    )
    parser.add_argument("--repeat", type=int, default=3, help="runs per measurement; the best is kept")
    parser.add_argument("--ratio", type=float, default=2.5, help="allowed slack over linear growth")
    parser.add_argument("--floor-ms", type=float, default=20.0, help="minimum time after startup subtraction")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds before a run counts as a hang")
    parser.add_argument("--only", default="", help="comma-separated substrings of case names to run")
    args = parser.parse_args()

    def parse_sizes(text):
        values = sorted({int(part) for part in text.split(",") if part.strip()})
        if not values:
            parser.error("no sizes given")
        return values

    sizes = parse_sizes(args.sizes)
    via_sizes = parse_sizes(args.via_sizes)
    filters = [part.strip() for part in args.only.split(",") if part.strip()]
    unknown = [name for name in args.extension if name != "table"]
    if unknown:
        parser.error("unknown extension(s): %s (only table has cases)" % ", ".join(unknown))

    html_command = [args.binary, "render", "--to", "html", "--gfm"]
    via_command = html_command + ["--via", "attributed-string"]

    try:
        startup = best_time(html_command, b"", max(5, args.repeat), args.timeout)
    except (RunFailure, OSError) as failure:
        print("cannot run %s on empty input: %s" % (" ".join(html_command), failure))
        print("0 passed, 1 failed")
        return 1
    via_startup = startup
    if not args.no_via:
        try:
            via_startup = best_time(via_command, b"", max(5, args.repeat), args.timeout)
        except RunFailure as failure:
            print("cannot run %s on empty input: %s" % (" ".join(via_command), failure))
            print("0 passed, 1 failed")
            return 1

    print("startup: html %s ms, via attributed-string %s ms" % (format_ms(startup), format_ms(via_startup)))
    print(
        "rule: max(t - startup, %g ms) must grow at most %g x the size ratio between consecutive sizes"
        % (args.floor_ms, args.ratio)
    )
    passed = 0
    failed = 0
    plans = [("html", html_command, sizes, startup)]
    if not args.no_via:
        plans.append(("via attributed-string", via_command, via_sizes, via_startup))
    if not args.no_highlight:
        plans.append(("highlight", html_command + ["--highlight"], sizes, startup))
    for label, command, plan_sizes, plan_startup in plans:
        print()
        print("== %s: %s" % (label, " ".join(command)))
        print(
            "%-4s %-40s %s  %6s  %s"
            % ("", "case (ms, best of %d)" % args.repeat, " ".join("%10s" % ("n=%d" % s) for s in plan_sizes), "worst", "notes")
        )
        cases = [(name, generator, False, False) for name, generator in HIGHLIGHT_CASES] if label == "highlight" else CASES
        for name, generator, in_via, needs_table in cases:
            if needs_table and "table" not in args.extension:
                continue
            if label == "via attributed-string" and not in_via:
                continue
            if filters and not any(f in name for f in filters):
                continue
            ok, row = check_case(name, generator, command, plan_sizes, args, plan_startup)
            print(row, flush=True)
            if ok:
                passed += 1
            else:
                failed += 1
    print()
    print("worst = largest (time growth / size growth) over consecutive sizes; linear is about 1")
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
