"""The web app's source editor (`#markdown`): a contenteditable element with one element per line
and its own text model, driven here by real input (key presses, committed text, IME composition,
paste events). Each test checks the editor's text and caret, and that the live preview follows."""

import json
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from editor_input import CTRL, SHIFT, compose, focus, paste, press, selection, type_text, value
from preview_support import document, load, preview_equals_full_render, wait_idle


def open_editor(browser, server):
    browser.get(server.url + "/new")
    wait_idle(browser)
    focus(browser)


def shown_lines(browser):
    """The editor's line elements' texts (what the page shows), in order."""
    return browser.execute_script(
        "return Array.from(document.querySelectorAll('#markdown .line')).map(function (l) { return l.textContent; })")


def test_typing_enter_and_backspace_across_line_starts(server, browser):
    open_editor(browser, server)
    type_text(browser, "# Title")
    press(browser, "Enter")
    press(browser, "Enter")
    for character in "Some *text*":
        press(browser, character)
    wait_idle(browser)
    assert value(browser) == "# Title\n\nSome *text*"
    assert shown_lines(browser) == ["# Title", "", "Some *text*"]
    assert selection(browser) == [20, 20]
    assert browser.execute_script("return document.querySelector('#preview h1').textContent") == "Title"
    # Backspace at the start of a line joins it to the line above, twice.
    focus(browser, 9, 9)
    press(browser, "Backspace")
    assert value(browser) == "# Title\nSome *text*" and selection(browser) == [8, 8]
    press(browser, "Backspace")
    assert value(browser) == "# TitleSome *text*" and selection(browser) == [7, 7]
    assert shown_lines(browser) == ["# TitleSome *text*"]
    # Delete at the end of a line joins the next one; Backspace never splits a surrogate pair.
    focus(browser, None)
    press(browser, "Enter")
    type_text(browser, "🙂x")
    focus(browser, 18, 18)
    press(browser, "Delete")
    assert value(browser) == "# TitleSome *text*🙂x"
    focus(browser, 20, 20)
    press(browser, "Backspace")
    assert value(browser) == "# TitleSome *text*x"
    wait_idle(browser)
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail


def test_paste_of_multi_line_text_in_the_middle_of_a_line(server, browser):
    open_editor(browser, server)
    type_text(browser, "Before after.")
    focus(browser, 7, 7)
    paste(browser, "\n\n- one\r\n- two\n\n")
    assert value(browser) == "Before \n\n- one\n- two\n\nafter."
    assert shown_lines(browser) == ["Before ", "", "- one", "- two", "", "after."]
    assert selection(browser) == [22, 22]  # after the pasted text, its CRLF read as one newline
    wait_idle(browser)
    assert browser.execute_script("return document.querySelectorAll('#preview li').length") == 2
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail


def test_undo_and_redo(server, browser):
    open_editor(browser, server)
    for character in "abc":
        press(browser, character)
    press(browser, "Enter")
    paste(browser, "pasted")
    assert value(browser) == "abc\npasted"
    press(browser, "z", CTRL)
    assert value(browser) == "abc\n" and selection(browser) == [4, 4]
    press(browser, "z", CTRL)
    assert value(browser) == "abc"
    press(browser, "z", CTRL)  # the typed run is one step
    assert value(browser) == ""
    press(browser, "z", CTRL)  # nothing left: no change
    assert value(browser) == ""
    press(browser, "z", CTRL | SHIFT)
    assert value(browser) == "abc" and selection(browser) == [3, 3]
    press(browser, "y", CTRL)
    assert value(browser) == "abc\n"
    # A new edit drops what could be redone.
    press(browser, "d")
    press(browser, "y", CTRL)
    assert value(browser) == "abc\nd"
    wait_idle(browser)
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail
    assert browser.find_element(By.ID, "preview").text == "abc d"  # one paragraph, a soft break


def test_select_all_delete_copy_and_cut(server, browser):
    open_editor(browser, server)
    paste(browser, "one\ntwo\nthree")
    # Copy and cut put the selected text on the clipboard as plain text, newlines included.
    focus(browser, 2, 9)
    copied = browser.execute_script("""
        const data = new DataTransfer();
        document.getElementById('markdown').dispatchEvent(new ClipboardEvent('copy', {clipboardData: data, bubbles: true, cancelable: true}));
        return data.getData('text/plain');""")
    assert copied == "e\ntwo\nt" and value(browser) == "one\ntwo\nthree"
    cut = browser.execute_script("""
        const data = new DataTransfer();
        document.getElementById('markdown').dispatchEvent(new ClipboardEvent('cut', {clipboardData: data, bubbles: true, cancelable: true}));
        return data.getData('text/plain');""")
    assert cut == "e\ntwo\nt" and value(browser) == "onhree" and selection(browser) == [2, 2]
    # Ctrl+A selects the whole text, Backspace deletes it; the editor keeps one empty line.
    press(browser, "a", CTRL, ["selectAll"])
    assert selection(browser) == [0, 6]
    press(browser, "Backspace")
    assert value(browser) == "" and shown_lines(browser) == [""]
    type_text(browser, "new")
    wait_idle(browser)
    assert browser.find_element(By.ID, "preview").text == "new"


def test_composition_is_read_back_at_its_end(server, browser):
    open_editor(browser, server)
    type_text(browser, "Hello ")
    compose(browser, ["n", "ni", "にほ"], "日本")
    type_text(browser, "!")
    assert value(browser) == "Hello 日本!"
    assert selection(browser) == [9, 9]
    # A composition replaces the selection, and is undone as one step.
    focus(browser, 0, 5)
    compose(browser, ["s"], "Salut")
    assert value(browser) == "Salut 日本!"
    press(browser, "z", CTRL)
    press(browser, "z", CTRL)
    assert value(browser) == "Hello 日本!"
    wait_idle(browser)
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail


def test_keyboard_navigation_and_tab_leaves_the_editor(server, browser):
    open_editor(browser, server)
    paste(browser, "first line\nsecond line")
    focus(browser, 14, 14)
    press(browser, "ArrowUp")
    start, end = selection(browser)
    assert start == end and start <= 10
    press(browser, "Home")
    assert selection(browser) == [0, 0]
    press(browser, "End")
    assert selection(browser) == [10, 10]
    press(browser, "ArrowRight")
    assert selection(browser) == [11, 11]
    # Tab moves the focus on (no keyboard trap) and types nothing.
    browser.find_element(By.ID, "markdown").send_keys("\t")
    assert browser.execute_script("return document.activeElement.id") != "markdown"
    assert value(browser) == "first line\nsecond line"


def test_a_large_document_keeps_one_element_per_line_in_small_chunks(large_server, browser):
    text, middle = document(1_000_000)
    load(browser, large_server, text)
    counts = browser.execute_script("""
        const chunks = Array.from(document.querySelectorAll('#markdown > .chunk'));
        return [document.querySelectorAll('#markdown .line').length, Math.max(...chunks.map(function (c) { return c.childElementCount; }))];""")
    assert counts[0] == text.count("\n") + 1 and counts[1] <= 128
    focus(browser, middle, middle)
    # The caret's chunk is laid out at once (not skipped as off screen until the next frame), so
    # the keys that follow find their target there: only that chunk, and the caret's line in it.
    caret_chunks = browser.execute_script("""
        const chunks = Array.from(document.querySelectorAll('#markdown > .chunk.caret'));
        const selection = document.getSelection();
        return chunks.map(function (chunk) {
          return [chunk.contains(selection.focusNode), getComputedStyle(chunk).contentVisibility];
        });""")
    assert caret_chunks == [[True, "visible"]]
    press(browser, "Enter")
    type_text(browser, "new line")
    assert browser.execute_script("return document.querySelectorAll('#markdown .line').length") == counts[0] + 1
    expected = text[:middle] + "\nnew line" + text[middle:]
    assert value(browser) == expected
    wait_idle(browser)
    assert "new line" in browser.execute_script("return document.getElementById('preview').textContent")


def test_save_posts_the_whole_text_and_dirty_state(server, browser):
    text, middle = document(100_000)
    open_editor(browser, server)
    paste(browser, text)
    focus(browser, middle, middle)
    type_text(browser, " edited")
    wait_idle(browser)
    browser.find_element(By.ID, "save").click()
    WebDriverWait(browser, 30).until(EC.url_to_be(server.url + "/"))
    with urllib.request.urlopen(server.url + "/api/strings", timeout=30) as response:
        entries = json.loads(response.read())["strings"]
    assert len(entries) == 1
    with urllib.request.urlopen(server.url + f"/api/strings/{entries[0]['id']}", timeout=30) as response:
        assert json.loads(response.read())["markdown"] == text[:middle] + " edited" + text[middle:]
    # Reopened, typed, then undone back to the saved text: nothing to discard, Cancel leaves at once.
    browser.get(server.url + f"/strings/{entries[0]['id']}")
    wait_idle(browser)
    focus(browser, 0, 0)
    press(browser, "q")
    press(browser, "z", CTRL)
    browser.find_element(By.ID, "cancel").click()
    WebDriverWait(browser, 10).until(EC.url_to_be(server.url + "/"))
