"""The live preview in headless Chromium: edits in, changed blocks out, patched into the page.

Correctness only: the preview the page patched together must equal a full render of its text. The
latency of each keystroke is measured here too (from the key's arrival to the preview's DOM change,
by a MutationObserver) but only printed: the figures belong to scripts/preview-latency, never to an
assertion."""

import random
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Server

from editor_input import CTRL, focus, paste, press, type_text
from preview_support import (document, load, preview_equals_full_render, summary, timed_keystrokes,
                             wait_idle)


@pytest.mark.parametrize("size", [10_000, 200_000, 1_000_000], ids=["10KB", "200KB", "1MB"])
def test_typing_at_the_end_and_in_the_middle_patches_the_preview(large_server, browser, size):
    text, middle = document(size)
    load(browser, large_server, text)
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail
    blocks = browser.execute_script("return document.querySelectorAll('#preview .am-document > .am-chunk > *').length")
    assert blocks > size // 200
    # In chunks of 64 blocks, each laid out apart from the others after a patch.
    chunks = browser.execute_script("return document.querySelector('#preview .am-document').childElementCount")
    assert chunks <= blocks // 64 + 1
    at_end = timed_keystrokes(browser, len(text), 5)
    in_middle = timed_keystrokes(browser, middle, 5)
    wait_idle(browser)
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail
    # textContent: WebDriver's visible-text walk over a 1 MB preview takes minutes.
    assert "A second line of paragraph" in browser.execute_script("return document.getElementById('preview').textContent")
    value = browser.execute_script("return document.getElementById('markdown').value")
    assert value[middle:middle + 5] == "xxxxx" and value.endswith("xxxxx")
    print(f"\n{size} bytes: keystroke → preview at the end {summary(at_end)}; in the middle {summary(in_middle)}")


# Editing commands a user's keystrokes run: type, delete a selection, paste a block, undo.
PASTES = ["\n\n# Pasted heading\n\nWith *text*.\n", "- a\n- b\n", "\n```\ncode\n```\n", "| x | y |\n|---|---|\n| 1 | 2 |\n",
          "> quote\n", "^[caps](customStyle: 'boldcaps')", "**", "`", "\n\n", "[^n]\n\n[^n]: note\n", "[r]: /u\n[r]\n"]


def insert_text(browser, text):
    """Text typed at the caret: a line break as the Enter key, the rest as an input method commits it."""
    if text == "\n":
        press(browser, "Enter")
    else:
        type_text(browser, text)


def assert_full_render(browser, context=""):
    """Waits for the page to settle, then asserts its preview is the server's full render."""
    wait_idle(browser)
    equal, detail = preview_equals_full_render(browser)
    assert equal, f"{context}: {detail}" if context else detail


def test_random_edits_end_with_the_full_render(large_server, browser):
    text, _ = document(10_000)
    load(browser, large_server, text)
    generator = random.Random(15)
    for step in range(200):
        length = browser.execute_script("return document.getElementById('markdown').value.length")
        kind = generator.choice(["insert", "insert", "delete", "paste", "undo"])
        start = generator.randint(0, length)
        end = min(length, start + generator.randint(1, 40)) if kind == "delete" else start
        payload = {"insert": generator.choice("abc *_#->\n`|é🙂"), "paste": generator.choice(PASTES)}.get(kind, "")
        # Never leave the caret inside a surrogate pair, as a real caret cannot be.
        browser.execute_script("""
            const [start, end] = arguments;
            const editor = document.getElementById('markdown');
            const value = editor.value;
            const low = function (i) { const c = value.charCodeAt(i); return c >= 0xDC00 && c <= 0xDFFF; };
            let s = start, e = end;
            if (s > 0 && low(s)) s -= 1;
            if (e > 0 && e < value.length && low(e)) e += 1;
            editor.focus();
            editor.setSelectionRange(s, e);""", start, end)
        if kind == "delete":
            press(browser, "Backspace")
        elif kind == "undo":
            press(browser, "z", CTRL)
        elif kind == "paste":
            paste(browser, payload)
        else:
            insert_text(browser, payload)
        if step % 25 == 24:
            assert_full_render(browser, f"after step {step}")
    assert_full_render(browser)


def test_random_edits_in_quotes_outlines_and_tables_end_with_the_full_render(large_server, browser):
    """The nested edits (a path into a block's quotes, lists and tables) under random keys: the page
    patched in place stays the full render."""
    thread = "".join(f"> Line {n} with *emphasis* and `code`.\n>\n" for n in range(40))
    outline = "- Notes\n" + "".join(f"  - item {n} with [a link](https://example.com/{n})\n" for n in range(40))
    loose = "1. Plan\n\n" + "".join(f"   - step {n}\n\n" for n in range(20))
    alert = "> [!TIP]\n" + "".join(f"> tip {n}\n>\n" for n in range(15))
    table = "| a | b |\n|---|:-:|\n" + "".join(f"| {n} | *{n}* |\n" for n in range(40))
    text = "\n\n".join([thread, outline, loose, alert, table, "End."]) + "\n"
    load(browser, large_server, text)
    # Count the answers that carry a nested edit (the page's own handling is what is tested).
    browser.execute_script("""
        const original = window.fetch;
        window.nestedEdits = 0;
        window.fetch = function (url, options) {
          const request = original(url, options);
          if (String(url).endsWith('/api/preview/edit')) {
            request.then(function (response) { return response.clone().json(); }).then(function (answer) {
              if (answer.patch && answer.patch.chunkEdit && Array.isArray(answer.patch.chunkEdit.path)) window.nestedEdits += 1;
            }).catch(function () {});
          }
          return request;
        };""")
    generator = random.Random(34)
    for step in range(150):
        length = browser.execute_script("return document.getElementById('markdown').value.length")
        kind = generator.choice(["insert", "insert", "insert", "delete"])
        start = generator.randint(0, length)
        end = min(length, start + generator.randint(1, 12)) if kind == "delete" else start
        focus(browser, start, end)
        if kind == "delete":
            press(browser, "Backspace")
        else:
            insert_text(browser, generator.choice(["x", " ", "\n", "\n\n", "> ", "- ", "  ", "|", "*", "`", "1. "]))
        if step % 25 == 24:
            assert_full_render(browser, f"after step {step}")
    assert_full_render(browser)
    assert browser.execute_script("return window.nestedEdits") > 20


def test_a_lost_answer_resyncs_instead_of_showing_a_wrong_preview(server, browser):
    load(browser, server, "First paragraph.\n\nSecond paragraph.\n")
    # Drop the answer to the next edit after the server applied it: the page's revision is now
    # behind the server's, its next edit gets a 409 and it sends the whole text again.
    browser.execute_script("""
        const original = window.fetch;
        window.lostAnswers = 0;
        window.resyncs = 0;
        window.fetch = function (url, options) {
          if (String(url).endsWith('/api/preview')) window.resyncs += 1;
          const request = original(url, options);
          if (String(url).endsWith('/api/preview/edit') && window.lostAnswers === 0) {
            window.lostAnswers = 1;
            return request.then(function () { throw new TypeError('connection lost'); });
          }
          return request;
        };""")
    editor = browser.find_element(By.ID, "markdown")
    editor.send_keys(" One")
    wait_idle(browser)
    editor.send_keys(" two")
    wait_idle(browser)
    assert browser.execute_script("return window.resyncs") >= 1
    assert browser.find_element(By.ID, "preview").text.endswith("Second paragraph. One two")
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail


def test_a_render_past_the_time_budget_is_shown_and_not_sent_again_until_the_text_changes(database, browser):
    # A 1 ms budget: every render of a 200 KB document runs out of time (503, reason "time-budget").
    server = Server(database, ["--max-request-size", str(8 << 20), "--time-budget", "0.001"]).start()
    try:
        browser.get(server.url + "/new")
        wait_idle(browser, 30)
        browser.execute_script("""
            const original = window.fetch;
            window.previewRequests = 0;
            window.fetch = function (url, options) {
              if (String(url).includes('/api/preview')) window.previewRequests += 1;
              return original(url, options);
            };""")
        text, _ = document(200_000)
        browser.execute_script("document.getElementById('markdown').focus()")
        paste(browser, text)
        WebDriverWait(browser, 60, poll_frequency=0.05).until(lambda b: "time budget" in b.execute_script(
            "return document.getElementById('status').textContent"))
        wait_idle(browser, 30)
        sent = browser.execute_script("return window.previewRequests")
        assert 1 <= sent <= 2, sent
        # The page used to send the same document again every second, forever.
        time.sleep(3)
        assert browser.execute_script("return window.previewRequests") == sent
        assert browser.execute_script("return document.getElementById('preview').getAttribute('aria-busy')") is None
        # A change is tried again.
        browser.find_element(By.ID, "markdown").send_keys("x")
        WebDriverWait(browser, 30, poll_frequency=0.05).until(
            lambda b: b.execute_script("return window.previewRequests") > sent)
    finally:
        server.kill()


def test_keystrokes_typed_during_a_request_are_sent_together(server, browser):
    load(browser, server, "Start.\n")
    browser.execute_script("""
        const original = window.fetch;
        window.edits = 0;
        window.fetch = function (url, options) {
          if (String(url).endsWith('/api/preview/edit')) window.edits += 1;
          return original(url, options).then(function (r) { return new Promise(function (done) { setTimeout(function () { done(r); }, 300); }); });
        };""")
    browser.find_element(By.ID, "markdown").send_keys(" one two three four")
    wait_idle(browser, 30)
    assert browser.find_element(By.ID, "preview").text == "Start. one two three four"
    # 19 keystrokes, one request in flight at a time for 300 ms each: a few requests, not 19.
    assert browser.execute_script("return window.edits") < 10
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail


def test_inspector_lists_the_runs_of_the_block_under_the_caret(server, browser):
    load(browser, server, "# Title\n\nFirst *one*.\n\n" + "\n\n".join(f"p{index}" for index in range(400)) + "\n")
    assert browser.find_element(By.ID, "run-count").text == "404"
    text = browser.execute_script("return document.getElementById('markdown').value")
    for needle, runs in (("First", ['"First "', '"one"', '"."']), ("p250", ['"p250"']), ("Title", ['"Title"'])):
        caret = text.index(needle) + 1
        browser.execute_script("""
            const editor = document.getElementById('markdown');
            editor.focus();
            editor.setSelectionRange(arguments[0], arguments[0]);""", caret)
        wait_idle(browser)
        shown = [run.find_element(By.CLASS_NAME, "run-text").text for run in browser.find_elements(By.CSS_SELECTOR, "#runs .run")]
        assert shown == runs, needle
    assert browser.find_element(By.ID, "run-count").text == "404"


def preview_top_after_scrolling_editor(browser, line):
    """Scrolls the editor so that source line `line` is at its top; the text at the preview's top 300 ms later."""
    browser.execute_script("""
        const editor = document.getElementById('markdown');
        const line = editor.querySelectorAll('.line')[arguments[0]];
        editor.scrollTop = line.parentNode.offsetTop + line.offsetTop;  // lines sit in chunks""", line)
    return browser.execute_script("""
        return new Promise(function (done) { setTimeout(function () {
          const preview = document.getElementById('preview');
          const element = document.elementFromPoint(preview.getBoundingClientRect().left + 20, preview.getBoundingClientRect().top + 20);
          done(element ? element.textContent : ''); }, 300); });""")


def test_scroll_sync_follows_source_lines(large_server, browser):
    text, _ = document(200_000)
    load(browser, large_server, text)
    # Editor → preview: the heading of that line comes to the top of the preview.
    assert "Section 300" in preview_top_after_scrolling_editor(browser, text[:text.index("## Section 300\n")].count("\n"))
    # Preview → editor: scroll the preview to another heading, the editor follows to its line
    # (the line shown at the editor's top edge).
    target = text[:text.index("## Section 120\n")].count("\n")
    first_line = browser.execute_script("""
        const preview = document.getElementById('preview');
        const heading = Array.from(preview.querySelectorAll('h2')).find(function (h) { return h.textContent === 'Section 120'; });
        return new Promise(function (done) {
          setTimeout(function () {
            preview.scrollTop = heading.offsetTop;
            setTimeout(function () {
              const editor = document.getElementById('markdown');
              const box = editor.getBoundingClientRect();
              const style = getComputedStyle(editor);
              const point = document.elementFromPoint(box.left + parseFloat(style.paddingLeft) + 4, box.top + 2);
              const line = point && point.closest('.line');
              done(line ? Array.from(editor.querySelectorAll('.line')).indexOf(line) : -1);
            }, 300);
          }, 200);
        });""")
    assert abs(first_line - target) <= 1
    assert browser.execute_script("return document.getElementById('markdown').querySelectorAll('.line')[arguments[0]].textContent",
                                  target) == "## Section 120"


def test_typing_an_extended_attribute_keeps_scroll_sync_and_warns(large_server, browser):
    text, _ = document(200_000)
    load(browser, large_server, text)
    # Between the parentheses of an attribute at the end: malformed until its value is complete.
    focus(browser, len(text))
    type_text(browser, " ^[x]()")
    wait_idle(browser)
    focus(browser, len(text) + len(" ^[x]("))
    type_text(browser, "color: 'r")
    wait_idle(browser)
    WebDriverWait(browser, 30).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#warnings li"))
    assert "Malformed extended attributes" in browser.find_element(By.ID, "warnings").text
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail
    # Every block still knows its source line: editor → preview scroll sync follows.
    assert "Section 300" in preview_top_after_scrolling_editor(browser, text[:text.index("## Section 300\n")].count("\n"))
    # The value completed: the warning goes.
    type_text(browser, "ed'")
    wait_idle(browser)
    WebDriverWait(browser, 30).until(lambda b: not b.find_elements(By.CSS_SELECTOR, "#warnings li"))
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail


def test_headings_have_anchors_numbered_in_document_order(server, browser):
    load(browser, server, "# Getting Started\n\nText.\n\n## Getting Started\n")
    assert browser.execute_script("return document.querySelector('#preview #getting-started').tagName") == "H1"
    assert browser.execute_script("return document.querySelector('#preview #getting-started-1').tagName") == "H2"
    # Typing into the first heading renumbers the second, in the patched page too.
    browser.execute_script("""
        const editor = document.getElementById('markdown');
        editor.focus();
        editor.setSelectionRange(17, 17);""")
    browser.find_element(By.ID, "markdown").send_keys("s")
    wait_idle(browser)
    assert browser.execute_script("return document.querySelector('#preview #getting-starteds').tagName") == "H1"
    assert browser.execute_script("return document.querySelector('#preview #getting-started').tagName") == "H2"
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail


def test_typing_in_a_long_list_edits_its_items_in_place(large_server, browser):
    """A keystroke inside one item of a long list (a letter, Enter, Backspace) replaces that
    item's <li> only (the server's item edit); the other items stay the same elements, and the
    preview stays the full render."""
    # `large_server`: the 256 KB document's whole renders (the first preview, and the full render
    # the preview is compared with) take ~0.6 s in CI's debug build on an idle machine; on CI's
    # loaded 2 cores one went past the default 2 s budget and was refused (503), which this test
    # is not about (the budget has its own test above).
    server = large_server
    items = "".join(f"- Fixed issue #{n}: the *parser* keeps `code` and [a link](https://example.com/{n})\n" for n in range(3000))
    text = "# Changelog\n\n" + items + "\nAfter.\n"
    load(browser, server, text)
    count = browser.execute_script(
        "const items = document.querySelectorAll('#preview ul > li');"
        "items[0].amMark = 'first'; items[1499].amMark = 'middle'; items[items.length - 1].amMark = 'last';"
        "return items.length")
    assert count == 3000
    item1500 = text.index("- Fixed issue #1500:") + len("- Fixed issue #1500: the ")
    timed_keystrokes(browser, item1500, 3)
    timed_keystrokes(browser, item1500 + 3, 1, key="Backspace")
    wait_idle(browser)
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail
    marks = browser.execute_script(
        "return Array.from(document.querySelectorAll('#preview ul > li')).filter(li => li.amMark).map(li => li.amMark)")
    assert marks == ["first", "middle", "last"]
    # Enter in the middle of an item (a lazy line of its paragraph), then "- " (a new item, so
    # the items after it are numbered again and the list is sent whole): the preview stays right.
    timed_keystrokes(browser, item1500, 1, key="Enter")
    timed_keystrokes(browser, item1500 + 1, 1, key="-")
    timed_keystrokes(browser, item1500 + 2, 1, key=" ")
    wait_idle(browser)
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail
    assert browser.execute_script("return document.querySelectorAll('#preview ul > li').length") == 3001


def test_typing_in_a_long_alert_replaces_one_paragraph_after_its_title(large_server, browser):
    """A long alert (a quote of 1,500 paragraphs under `> [!WARNING]`) is kept in parts: a keystroke
    inside it is answered with its one paragraph, placed among the alert's element children after
    its title (the server counts the title as the first), so the title and the other paragraphs stay
    the same elements. Then a paragraph split in two by a quoted blank line typed key by key (the
    alert ends for a moment, and is rendered whole), still the full render."""
    server = large_server
    alert = "> [!WARNING]\n" + "".join(f"> Quoted line {n} with *emphasis* and `code`.\n>\n" for n in range(1500))
    text = "# Alert\n\n" + alert + "\nAfter.\n"
    load(browser, server, text)
    count = browser.execute_script(
        "const alert = document.querySelector('#preview .markdown-alert');"
        "const title = alert.querySelector(':scope > .markdown-alert-title'); title.amMark = 'title';"
        "const ps = alert.querySelectorAll(':scope > p:not(.markdown-alert-title)');"
        "ps[0].amMark = 'first'; ps[749].amMark = 'middle'; ps[751].amMark = 'next'; ps[ps.length - 1].amMark = 'last';"
        "return ps.length")
    assert count == 1500
    line = text.index("> Quoted line 750 with ") + len("> Quoted line 750 with ")
    timed_keystrokes(browser, line, 3)
    timed_keystrokes(browser, line + 3, 1, key="Backspace")
    assert_full_render(browser, "typed in the alert")
    marks = browser.execute_script(
        "return Array.from(document.querySelector('#preview .markdown-alert').children).filter(e => e.amMark).map(e => e.amMark)")
    assert marks == ["title", "first", "middle", "next", "last"]
    edited = browser.execute_script(
        "return document.querySelector('#preview .markdown-alert').children[751].textContent")
    assert edited == "Quoted line 750 with xxemphasis and code."
    # Enter, `>`, Enter, `>`: the paragraph's rest becomes a paragraph of its own.
    focus(browser, line, line)
    for key in ("\n", ">", "\n", ">"):
        insert_text(browser, key)
    assert_full_render(browser, "a paragraph split in the alert")
    assert browser.execute_script("return document.querySelectorAll('#preview .markdown-alert > p').length") == 1502


def test_typing_in_a_quoted_thread_and_an_outline_edits_their_children_in_place(large_server, browser):
    """A keystroke inside a long quote (one top-level block of paragraphs) or a tight outline (a
    list of one item holding a long list) replaces the paragraph's <p> or the nested item's <li>
    only (the server's nested edit, with a path): the other children stay the same elements, and
    the preview stays the full render. Then keys that restructure them (a new paragraph, a new
    nested item, an item out-dented), still the full render."""
    server = large_server  # whole renders of ~200 KB in CI's debug build, as in the long-list test
    quote = "".join(f"> Quoted line {n} with *emphasis* and `code`.\n>\n" for n in range(1500))
    outline = "- Release notes\n" + "".join(f"  - Fixed issue #{n}: the *parser* keeps `code`\n" for n in range(1500))
    text = "# Thread\n\n" + quote + "\nBetween.\n\n" + outline + "\nAfter.\n"
    load(browser, server, text)
    counts = browser.execute_script(
        "const ps = document.querySelectorAll('#preview blockquote > p');"
        "ps[0].amMark = 'first'; ps[749].amMark = 'middle'; ps[ps.length - 1].amMark = 'last';"
        "const items = document.querySelectorAll('#preview ul > li > ul > li');"
        "items[0].amMark = 'first'; items[749].amMark = 'middle'; items[items.length - 1].amMark = 'last';"
        "return [ps.length, items.length]")
    assert counts == [1500, 1500]
    line = text.index("> Quoted line 750 with ") + len("> Quoted line 750 with ")
    timed_keystrokes(browser, line, 3)
    timed_keystrokes(browser, line + 3, 1, key="Backspace")
    item = text.index("  - Fixed issue #750: the ") + len("  - Fixed issue #750: the ") + 2
    timed_keystrokes(browser, item, 3)
    wait_idle(browser)
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail
    marks = browser.execute_script(
        "return [Array.from(document.querySelectorAll('#preview blockquote > p')).filter(p => p.amMark).map(p => p.amMark),"
        " Array.from(document.querySelectorAll('#preview ul > li > ul > li')).filter(li => li.amMark).map(li => li.amMark)]")
    assert marks == [["first", "middle", "last"], ["first", "middle", "last"]]
    # A line break in the quote's paragraph, an empty line after it (the quote ends there, the
    # rest becomes a paragraph and a second quote), both taken back; a blank line between nested
    # items (the nested list becomes loose), taken back; then an item moved out to the top level.
    timed_keystrokes(browser, line, 1, key="Enter")
    timed_keystrokes(browser, line + 1, 1, key="Enter")
    timed_keystrokes(browser, line + 2, 1, key="Backspace")
    timed_keystrokes(browser, line + 1, 1, key="Backspace")
    item = browser.execute_script("return document.getElementById('markdown').value").index("  - Fixed issue #751:")
    timed_keystrokes(browser, item, 1, key="Enter")
    timed_keystrokes(browser, item, 1, key="Backspace")
    timed_keystrokes(browser, item + 2, 1, key="Backspace")
    wait_idle(browser)
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail


def test_a_row_typed_after_a_long_tables_last_row_is_added_in_place(large_server, browser):
    """A new row typed key by key after the last row of a long table: `|` and `| ` stand apart as a
    paragraph, the next key makes the line a row and the server sends that row alone (an edit of
    the <tbody>'s rows, the paragraph's block removed), and Backspace back to `| ` takes the row
    out and brings the paragraph back; the other rows stay the same elements, and the preview
    stays the full render after every key."""
    server = large_server
    rows = "".join(f"| {n} | the *parser* keeps `code` |\n" for n in range(2000))
    text = "# Data\n\n| id | what |\n|---:|:---|\n" + rows + "\nAfter.\n"
    load(browser, server, text)
    browser.execute_script(
        "const rows = document.querySelectorAll('#preview table > tbody > tr');"
        "rows[0].amMark = 'first'; rows[rows.length - 1].amMark = 'last';")
    at = text.index("\n\nAfter.")
    for key in ["Enter", "|", " ", "n", "e", "w", " ", "|"]:
        focus(browser, at, at)
        press(browser, key)
        at += 1
        assert_full_render(browser, f"after {key!r}")
    marks = browser.execute_script(
        "return Array.from(document.querySelectorAll('#preview table > tbody > tr')).filter(tr => tr.amMark).map(tr => tr.amMark)")
    assert marks == ["first", "last"]
    assert browser.execute_script("return document.querySelectorAll('#preview table > tbody > tr').length") == 2001
    # Backspace to `| `: the row leaves the <tbody> and the paragraph comes back after the table (one
    # patch: a row edit and a block after it), the table's other rows still the same elements.
    for _ in range(5):
        focus(browser, at, at)
        press(browser, "Backspace")
        at -= 1
        assert_full_render(browser, "after Backspace")
    marks = browser.execute_script(
        "return Array.from(document.querySelectorAll('#preview table > tbody > tr')).filter(tr => tr.amMark).map(tr => tr.amMark)")
    assert marks == ["first", "last"]
    assert browser.execute_script("return document.querySelectorAll('#preview table > tbody > tr').length") == 2000
    assert browser.execute_script(
        "const table = document.querySelector('#preview table'); const next = table.nextElementSibling"
        " || table.parentNode.nextElementSibling.firstElementChild; return next.outerHTML") == "<p>|</p>"


def test_typing_in_a_long_code_block_edits_its_chunks_in_place(server, browser):
    """A code block of more than 64 lines is shown in chunks of whole lines; a keystroke inside it,
    a letter or a new line, replaces the chunks around it only (the server's chunk edit), and the
    preview stays the full render."""
    code = "\n".join(f'let value{n} = "text {n}" /* note */ + {n}' for n in range(1, 1001))
    text = "# Log\n\nBefore.\n\n```swift\n" + code + "\n```\n\nAfter.\n"
    load(browser, server, text)
    chunks = browser.execute_script(
        "const chunks = document.querySelectorAll('#preview pre code > .am-code-chunk');"
        "chunks[0].amMark = 'first'; chunks[chunks.length - 1].amMark = 'last'; return chunks.length")
    assert 4 <= chunks <= 63  # 1,000 lines in chunks of 16 to 256
    line500 = text.index('let value500 ')
    timed_keystrokes(browser, line500, 3)
    timed_keystrokes(browser, line500, 1, key="Enter")
    wait_idle(browser)
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail
    # The chunks far from the edits are the same elements (edited in place, not rendered again):
    # they keep the (unserialized) property set on them before.
    marks = browser.execute_script(
        "return Array.from(document.querySelectorAll('#preview .am-code-chunk')).filter(c => c.amMark).map(c => c.amMark)")
    assert marks == ["first", "last"]
    lines = browser.execute_script(
        "return Array.from(document.querySelectorAll('#preview pre code > .am-code-chunk'))"
        ".map(c => c.textContent.split('\\n').length - 1)")
    assert sum(lines) == 1001 and all(16 <= count <= 256 for count in lines[:-1])
    # A selection of the whole block copies the code as typed, no line feed added between chunks
    # (and, as from an unchunked <pre>, without the block's last line feed).
    selected = browser.execute_script(
        "const code = document.querySelector('#preview pre code'); const range = document.createRange();"
        "range.selectNodeContents(code); const s = getSelection(); s.removeAllRanges(); s.addRange(range); return s.toString()")
    value = browser.execute_script("return document.getElementById('markdown').value")
    assert selected == value[value.index("```swift\n") + 9:value.index("\n```\n\nAfter")]


def test_typing_in_a_long_table_edits_its_rows_in_place(large_server, browser):
    """A keystroke inside one body row of a long table (letters, Backspace, a new row) replaces
    that row's <tr> only (the server's row edit); the other rows stay the same elements, and the
    preview stays the full render."""
    server = large_server  # as in the long-list test: the whole renders of 250 KB in CI's debug build
    rows = "".join(f"| {n} | the *parser* keeps `code` | [a link](https://example.com/{n}) |\n" for n in range(3000))
    text = "# Data\n\n| id | what | where |\n|---:|:---|:---:|\n" + rows + "\nAfter.\n"
    load(browser, server, text)
    count = browser.execute_script(
        "const rows = document.querySelectorAll('#preview table > tbody > tr');"
        "rows[0].amMark = 'first'; rows[1499].amMark = 'middle'; rows[rows.length - 1].amMark = 'last';"
        "return rows.length")
    assert count == 3000
    row1500 = text.index("| 1500 | the ") + len("| 1500 | the ")
    timed_keystrokes(browser, row1500, 3)
    timed_keystrokes(browser, row1500 + 3, 1, key="Backspace")
    wait_idle(browser)
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail
    marks = browser.execute_script(
        "return Array.from(document.querySelectorAll('#preview table > tbody > tr')).filter(tr => tr.amMark).map(tr => tr.amMark)")
    assert marks == ["first", "middle", "last"]
    # A new row pasted after row 2000 (typed key by key, its empty line would first end the
    # table): one more <tr>, the other rows kept.
    row2000_end = text.index("| 2001 |") - 1 + 2  # the two letters typed above stay
    focus(browser, row2000_end, row2000_end)
    wait_idle(browser)
    paste(browser, "\n| new | row | here |")
    wait_idle(browser)
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail
    assert browser.execute_script("return document.querySelectorAll('#preview table > tbody > tr').length") == 3001
    marks = browser.execute_script(
        "return Array.from(document.querySelectorAll('#preview table > tbody > tr')).filter(tr => tr.amMark).map(tr => tr.amMark)")
    assert marks == ["first", "middle", "last"]


# The table's layout mode and used widths (its header cells', then its own), read in one script.
TABLE_LAYOUT = """
const table = document.querySelectorAll('#preview table')[arguments[0]];
return [getComputedStyle(table).tableLayout,
        Array.from(table.tHead.rows[0].cells).map(cell => cell.getBoundingClientRect().width)
          .concat([table.getBoundingClientRect().width])];
"""


def test_a_long_tables_widths_hold_while_typing_and_follow_its_cells_after_a_pause(large_server, browser):
    """Typing in a table of 256 rows or more freezes its column widths (a fixed layout with the
    widths the automatic one gave, so a keystroke does not lay every row out again) without
    touching the preview's elements; a second after the last row edit, or when the window is
    resized, the table is laid out automatically again, with widths that follow its cells. A short
    table is never frozen."""
    server = large_server
    rows = "".join(f"| {n} | the *parser* keeps `code` | [a link](https://example.com/{n}) |\n" for n in range(400))
    text = ("| a | b |\n|---|---|\n| short | table |\n\n"
            "| id | what | where |\n|---:|:---|:---:|\n" + rows + "\nAfter.\n")
    load(browser, server, text)
    layout, widths = browser.execute_script(TABLE_LAYOUT, 1)
    assert layout == "auto"
    # A key in the short table: it stays automatic.
    short = text.index("| short") + 2
    timed_keystrokes(browser, short, 1)
    assert browser.execute_script(TABLE_LAYOUT, 0)[0] == "auto"
    # A key in row 200's second cell: frozen at the widths it had, the DOM still the full render's.
    row200 = text.index("| 200 | the ") + len("| 200 | the ") + 1  # past the letter typed above
    timed_keystrokes(browser, row200, 1)
    frozen_layout, frozen_widths = browser.execute_script(TABLE_LAYOUT, 1)
    assert frozen_layout == "fixed"
    assert all(abs(a - b) < 0.1 for a, b in zip(frozen_widths, widths)), (frozen_widths, widths)
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail
    # A word wider than its column, pasted into the row: the column keeps its width while frozen
    # (the word runs over), and takes the word's width once thawed.
    focus(browser, row200 + 1, row200 + 1)
    wait_idle(browser)
    paste(browser, "w" * 120)
    wait_idle(browser)
    layout, during = browser.execute_script(TABLE_LAYOUT, 1)
    assert layout == "fixed" and abs(during[1] - widths[1]) < 0.1, (during, widths)
    WebDriverWait(browser, 10, poll_frequency=0.05).until(
        lambda b: b.execute_script(TABLE_LAYOUT, 1)[0] == "auto")
    _, after = browser.execute_script(TABLE_LAYOUT, 1)
    assert after[1] > widths[1] + 20, (after, widths)
    assert_full_render(browser, "after the thaw")
    # A resize thaws at once.
    timed_keystrokes(browser, row200 + 1, 1)
    assert browser.execute_script(TABLE_LAYOUT, 1)[0] == "fixed"
    size = browser.get_window_size()
    try:
        browser.set_window_size(size["width"] - 100, size["height"])
        WebDriverWait(browser, 0.6, poll_frequency=0.02).until(
            lambda b: b.execute_script(TABLE_LAYOUT, 1)[0] == "auto")
    finally:
        browser.set_window_size(size["width"], size["height"])


def test_typing_in_a_paragraph_right_above_a_long_list_or_quote_leaves_them_in_place(large_server, browser):
    """`Release notes:` right above a long list, and a line of text right above a quoted thread
    (no blank line between): keys in that line, Enter at its end and a letter on the new line
    change the paragraph only: the list and the quote stay the same elements, and the preview
    stays the full render. (That the server parses the paragraph alone is pinned by
    IncrementalBlockBoundaryTests; this is the same path end to end.)"""
    server = large_server
    items = "".join(f"- Fixed issue #{n}: the *parser* keeps `code`\n" for n in range(2000))
    thread = "".join(f"> Quoted line {n} with *emphasis*.\n>\n" for n in range(1000))
    text = "# Notes\n\nRelease notes:\n" + items + "\nThe thread:\n" + thread + "\nAfter.\n"
    load(browser, server, text)
    browser.execute_script(
        "document.querySelector('#preview ul').amMark = 'list';"
        "document.querySelector('#preview blockquote').amMark = 'quote';")
    notes = text.index("Release notes:") + len("Release notes")
    timed_keystrokes(browser, notes, 2)
    the_thread = text.index("The thread:") + len("The thread:") + 2
    timed_keystrokes(browser, the_thread, 2)
    # Enter twice at the end of the line (the preview does not change: no timing), then a letter
    # on the new line: a blank line, then a paragraph, above the quote.
    wait_idle(browser)
    focus(browser, the_thread + 2, the_thread + 2)
    wait_idle(browser)
    press(browser, "Enter")
    press(browser, "Enter")
    wait_idle(browser)
    timed_keystrokes(browser, the_thread + 4, 1)
    wait_idle(browser)
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail
    marks = browser.execute_script(
        "return [document.querySelector('#preview ul').amMark, document.querySelector('#preview blockquote').amMark]")
    assert marks == ["list", "quote"]
