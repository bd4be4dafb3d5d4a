"""Browser tests of `attributed serve`: the real binary, headless Chromium, a temporary database."""

import json
import os
import pathlib
import signal
import sqlite3
import threading
import time
import urllib.error
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.support.ui import Select, WebDriverWait

from editor_input import CTRL, focus, paste, press, value

TUTORIAL_BOLD = "This is **Bold text** and this is _italic_"
TUTORIAL_CUSTOM = "^[BoldCaps and Danger](customStyle: 'boldcaps', customColor: 'danger')"
RED = "rgb(255, 59, 48)"  # StyleColor.red, the tutorial's danger background
INDIGO = "rgb(88, 86, 214)"  # StyleColor.indigo, the tutorial's menlo theme


def wait(browser, timeout=10):
    # The preview and inspector are replaced on every render, so an element found by one poll can be
    # detached before it is read; such a poll counts as "not yet", never as a failure.
    return WebDriverWait(browser, timeout, ignored_exceptions=(StaleElementReferenceException, NoSuchElementException))


def wait_for_render(browser):
    wait(browser).until(lambda b: b.find_element(By.TAG_NAME, "body").get_attribute("data-render-state") == "idle")


def open_editor(browser, server, path="/new"):
    browser.get(server.url + path)
    wait_for_render(browser)
    return browser.find_element(By.ID, "markdown")


def style(browser, element, prop):
    return browser.execute_script("return getComputedStyle(arguments[0]).getPropertyValue(arguments[1])", element, prop)


def inspect(browser, selector, root="#preview"):
    """Text and computed style of the first element matching `selector` inside `root`, read in one
    script call so that a preview re-render cannot invalidate the element between two reads."""
    return browser.execute_script("""
        const element = document.querySelector(arguments[0] + ' ' + arguments[1]);
        if (!element) return null;
        const style = getComputedStyle(element);
        return {text: element.textContent, fontWeight: style.fontWeight, fontStyle: style.fontStyle,
                backgroundColor: style.backgroundColor, textDecorationStyle: style.textDecorationStyle,
                fontFamily: style.fontFamily, color: style.color, theme: element.dataset.theme || null};
    """, root, selector)


def api(server, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(server.url + path, data=data, method=method)
    if data is not None:
        request.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            text = response.read().decode()
            return response.status, (json.loads(text) if text else None)
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read().decode())


def test_tutorial_preview_save_restart_delete(server, browser):
    editor = open_editor(browser, server)
    editor.send_keys(TUTORIAL_BOLD)
    wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#preview em"))
    wait_for_render(browser)
    strong = inspect(browser, "strong")
    assert strong["text"] == "Bold text"
    assert int(strong["fontWeight"]) >= 700
    assert inspect(browser, "em")["fontStyle"] == "italic"
    assert browser.find_element(By.ID, "character-count").text == "36"
    assert browser.find_element(By.ID, "run-count").text == "4"
    runs = browser.find_elements(By.CSS_SELECTOR, "#runs .run")
    assert [run.find_element(By.CLASS_NAME, "run-text").text for run in runs] == [
        '"This is "', '"Bold text"', '" and this is "', '"italic"']
    assert "NSInlinePresentationIntent(rawValue: 2)" in runs[1].text

    editor.send_keys(Keys.ENTER, Keys.ENTER, TUTORIAL_CUSTOM)
    wait(browser).until(lambda b: "BOLDCAPS AND DANGER" in b.find_element(By.ID, "preview").text)
    wait_for_render(browser)
    span = inspect(browser, "strong > span")
    assert span["text"] == "BOLDCAPS AND DANGER"
    assert span["backgroundColor"] == RED
    assert span["textDecorationStyle"] == "dashed"
    inspector = browser.find_element(By.ID, "runs").text
    assert "customStyle" in inspector and "boldcaps" in inspector and "danger" in inspector

    Select(browser.find_element(By.ID, "theme")).select_by_value("menlo")
    wait(browser).until(lambda b: b.find_element(By.CSS_SELECTOR, "#preview .am-document").get_attribute("data-theme") == "menlo")
    document = inspect(browser, ".am-document")
    assert "Menlo" in document["fontFamily"]
    assert document["color"] == INDIGO

    browser.find_element(By.ID, "save").click()
    wait(browser).until(EC.url_to_be(server.url + "/"))
    entries = browser.find_elements(By.CSS_SELECTOR, ".library .entry")
    assert len(entries) == 1

    assert server.stop() == 0  # SIGINT: graceful shutdown, clean exit
    server.start()
    browser.get(server.url + "/")
    entry = browser.find_element(By.CSS_SELECTOR, ".library .entry")
    assert entry.get_attribute("data-theme") == "menlo"
    assert entry.find_element(By.CLASS_NAME, "theme-badge").text == "Menlo"
    # Cards show the title and an excerpt, not the render.
    assert entry.find_element(By.CLASS_NAME, "entry-title").text == "This is Bold text and this is italic"
    assert not entry.find_elements(By.CSS_SELECTOR, ".am-document")

    # Reopening shows the saved Markdown and theme in the editor, rendered as saved.
    entry.find_element(By.LINK_TEXT, "Open").click()
    wait_for_render(browser)
    document = browser.find_element(By.CSS_SELECTOR, "#preview .am-document")
    assert "Menlo" in style(browser, document, "font-family")
    assert style(browser, document, "color") == INDIGO
    span = inspect(browser, "strong > span")
    assert span["text"] == "BOLDCAPS AND DANGER" and span["backgroundColor"] == RED
    assert value(browser) == TUTORIAL_BOLD + "\n\n" + TUTORIAL_CUSTOM
    assert Select(browser.find_element(By.ID, "theme")).first_selected_option.get_attribute("value") == "menlo"
    browser.find_element(By.ID, "cancel").click()
    wait(browser).until(EC.url_to_be(server.url + "/"))

    # Delete asks first; Cancel keeps the entry, Delete removes it.
    browser.find_element(By.CSS_SELECTOR, ".delete-button").click()
    dialog = browser.find_element(By.ID, "confirm-delete")
    wait(browser).until(lambda b: dialog.get_attribute("open") is not None)
    dialog.find_element(By.CSS_SELECTOR, "button[value=cancel]").click()
    assert len(browser.find_elements(By.CSS_SELECTOR, ".library .entry")) == 1
    browser.find_element(By.CSS_SELECTOR, ".delete-button").click()
    wait(browser).until(lambda b: dialog.get_attribute("open") is not None)
    dialog.find_element(By.ID, "confirm-delete-button").click()
    wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".empty-state"))
    assert api(server, "GET", "/api/strings") == (200, {"strings": []})


def test_long_block_lists_its_first_runs_and_counts_the_rest(server, browser):
    editor = open_editor(browser, server)
    # One paragraph of 450 runs (plain and emphasized words in turn); the inspector describes the
    # first 300 runs of the block under the caret (RunInspector.shownRunLimit) and counts the rest.
    words = [f"*p{index}*" if index % 2 else f"p{index}" for index in range(450)]
    markdown = "Intro.\n\n" + " ".join(words)
    paste(browser, markdown)
    wait(browser).until(lambda b: b.find_element(By.ID, "run-count").text == "451")
    wait_for_render(browser)
    focus(browser, len(markdown))
    wait(browser).until(lambda b: b.find_element(By.ID, "block-run-count").text == "450")
    wait_for_render(browser)
    runs = browser.find_elements(By.CSS_SELECTOR, "#runs .run")
    assert len(runs) == 300
    assert runs[1].find_element(By.CLASS_NAME, "run-text").text == '"p1"'
    assert browser.find_element(By.CSS_SELECTOR, "#runs .more").text == "… and 150 more runs"


def test_render_errors_are_shown_and_unsaved(server, browser):
    editor = open_editor(browser, server)
    editor.send_keys("^[x](customStyle: 'nope') text")
    wait(browser).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#warnings li"))
    assert "line 1, column 6" in browser.find_element(By.ID, "warnings").text
    press(browser, "a", CTRL, ["selectAll"])
    press(browser, "Backspace")
    editor.send_keys(" ")
    wait_for_render(browser)
    browser.find_element(By.ID, "save").click()
    wait(browser).until(lambda b: b.find_element(By.ID, "status").get_attribute("data-kind") == "error")
    assert "must not be empty" in browser.find_element(By.ID, "status").text
    assert api(server, "GET", "/api/strings") == (200, {"strings": []})


def test_semantics_keyboard_and_focus(server, browser):
    open_editor(browser, server)
    for selector in ("header nav", "main", "label[for=theme]", "h1", "[role=status]",
                     "#markdown[role=textbox][aria-multiline=true][contenteditable=true]"):
        assert browser.find_elements(By.CSS_SELECTOR, selector), selector
    # The editor's accessible name is the pane's title, its description the syntax help.
    assert browser.execute_script("""
        const editor = document.getElementById('markdown');
        return document.getElementById(editor.getAttribute('aria-labelledby')).textContent + '|' +
               document.getElementById(editor.getAttribute('aria-describedby')).textContent.slice(0, 10);""") == "Markdown|CommonMark"
    body = browser.find_element(By.TAG_NAME, "body")
    body.click()
    reached = []
    for _ in range(12):
        browser.switch_to.active_element.send_keys(Keys.TAB)
        active = browser.switch_to.active_element
        reached.append(active.get_attribute("id") or active.text)
        if active.get_attribute("id") == "markdown":
            assert style(browser, active, "outline-style") != "none"
    for control in ("markdown", "theme", "save", "cancel"):
        assert control in reached, reached
    browser.get(server.url + "/")
    assert browser.find_elements(By.CSS_SELECTOR, "a.new-button[aria-label='New string']")


def test_narrow_window_stacks_the_panes(server, browser):
    browser.set_window_size(420, 900)
    open_editor(browser, server)
    editor = browser.find_element(By.ID, "markdown")
    preview = browser.find_element(By.ID, "preview")
    assert preview.rect["y"] > editor.rect["y"] + editor.rect["height"] - 1
    assert browser.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")


def test_dark_color_scheme(server, browser):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    browser.get(server.url + "/")
    background = style(browser, browser.find_element(By.TAG_NAME, "body"), "background-color")
    assert background == "rgb(13, 17, 23)"
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    browser.get(server.url + "/")
    assert style(browser, browser.find_element(By.TAG_NAME, "body"), "background-color") == "rgb(246, 247, 249)"


def test_sigterm_stops_cleanly(server):
    assert api(server, "POST", "/api/strings", {"markdown": "kept", "theme": "default"})[0] == 201
    assert server.stop(signal.SIGTERM) == 0
    server.start()
    status, body = api(server, "GET", "/api/strings")
    assert status == 200 and [entry["markdown"] for entry in body["strings"]] == ["kept"]


def test_kill_9_during_a_burst_of_saves_leaves_a_sound_database(server, database):
    acknowledged = []
    errors = []
    stop = threading.Event()

    def save(worker):
        n = 0
        while not stop.is_set():
            n += 1
            markdown = f"entry {worker}-{n}: **bold** ^[x](customColor: 'danger') " + "text " * 200
            try:
                status, body = api(server, "POST", "/api/strings", {"markdown": markdown, "theme": "times"})
                if status == 201:
                    acknowledged.append(body["id"])
            except Exception as error:  # the server is killed under us
                errors.append(error)
                return

    workers = [threading.Thread(target=save, args=(i,)) for i in range(6)]
    for worker in workers:
        worker.start()
    time.sleep(2.0)
    server.kill()
    stop.set()
    for worker in workers:
        worker.join(15)
    assert len(acknowledged) > 10, "the burst did not get going"

    with sqlite3.connect(database) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        rows = connection.execute("SELECT id, markdown, theme, archive FROM savedString").fetchall()
    ids = {row[0] for row in rows}
    assert set(acknowledged) <= ids, "an acknowledged save was lost"
    for id, markdown, theme, archive in rows:
        assert markdown.startswith("entry ") and markdown.endswith("text " * 200)
        assert theme == "times"
        decoded = json.loads(archive)
        assert decoded[0].startswith("entry ")

    server.start()
    strings, address = [], "/api/strings"
    while address:  # 50 a page
        status, body = api(server, "GET", address)
        assert status == 200
        strings += body["strings"]
        address = body.get("next")
    assert len(strings) == len(rows)
    assert all("render-error" not in entry["html"] for entry in strings)


def test_api_errors_from_a_real_socket(server):
    request = urllib.request.Request(server.url + "/api/render", data=b"x" * (1024 * 1024 + 1), method="POST")
    request.add_header("Content-Type", "application/json")
    try:
        urllib.request.urlopen(request, timeout=10)
        raise AssertionError("expected 413")
    except urllib.error.HTTPError as error:
        assert error.code == 413
        assert "limit" in json.loads(error.read().decode())["error"]
    assert api(server, "POST", "/api/render", {"markdown": "a", "theme": "neon"})[0] == 422
    assert api(server, "GET", "/api/strings/abc")[0] == 400
    assert api(server, "GET", "/api/strings/999")[0] == 404


def test_screenshots(server, browser, tmp_path):
    """Pictures for docs/web-app.md (written to $SCREENSHOT_DIR when set)."""
    directory = pathlib.Path(os.environ.get("SCREENSHOT_DIR", tmp_path))
    directory.mkdir(parents=True, exist_ok=True)
    samples = [
        ("# Welcome\n\n" + TUTORIAL_BOLD + "\n\n" + TUTORIAL_CUSTOM, "menlo"),
        ("## Shopping\n\n- [x] bread\n- [ ] ^[milk](customStyle: 'smallitalics', customColor: 'highlight')\n\n> Keep it *simple*.", "times"),
        ("| Key | Value |\n|---|---:|\n| `customStyle` | boldcaps |\n| `customColor` | danger |\n\n~~old~~ **new**", "important"),
        ("### Code\n\n```swift\nlet text = try AttributedString(markdown: source)\n```", "dark"),
    ]
    for markdown, theme in samples:
        assert api(server, "POST", "/api/strings", {"markdown": markdown, "theme": theme})[0] == 201
    browser.set_window_size(1280, 900)
    browser.get(server.url + "/")
    browser.save_screenshot(str(directory / "library.png"))

    editor = open_editor(browser, server)
    editor.send_keys("# Preview\n\n" + TUTORIAL_BOLD + "\n\n" + TUTORIAL_CUSTOM)
    Select(browser.find_element(By.ID, "theme")).select_by_value("times")
    wait(browser).until(lambda b: "BOLDCAPS" in b.find_element(By.ID, "preview").text)
    wait_for_render(browser)
    browser.set_window_size(1280, 1250)
    browser.save_screenshot(str(directory / "editor.png"))

    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    browser.get(server.url + "/")
    browser.set_window_size(1280, 900)
    browser.save_screenshot(str(directory / "library-dark.png"))
    browser.set_window_size(420, 900)
    browser.get(server.url + "/")
    browser.save_screenshot(str(directory / "library-narrow.png"))
    for name in ("library.png", "editor.png", "library-dark.png", "library-narrow.png"):
        assert (directory / name).stat().st_size > 10_000


def test_cancel_asks_before_discarding_changes(server, browser):
    editor = open_editor(browser, server)
    browser.find_element(By.ID, "cancel").click()  # nothing typed: leaves at once
    wait(browser).until(EC.url_to_be(server.url + "/"))
    editor = open_editor(browser, server)
    editor.send_keys("draft")
    browser.find_element(By.ID, "cancel").click()
    wait(browser).until(EC.alert_is_present())
    browser.switch_to.alert.dismiss()  # keep editing
    assert browser.current_url == server.url + "/new"
    assert value(browser) == "draft"
    browser.find_element(By.ID, "cancel").click()
    wait(browser).until(EC.alert_is_present())
    browser.switch_to.alert.accept()  # discard
    wait(browser).until(EC.url_to_be(server.url + "/"))
    assert browser.find_elements(By.CSS_SELECTOR, ".empty-state")
