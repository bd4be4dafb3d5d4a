"""Helpers of the live preview's browser tests and of scripts/preview-latency: documents of a given
size, real keystrokes timed from their arrival to the preview's DOM mutation, and the comparison of
the patched preview with a full render."""

import statistics
import time

from selenium.webdriver.support.ui import WebDriverWait

from editor_input import focus, paste, press


def document(size):
    """Markdown of about `size` bytes: sections with headings, paragraphs, lists, code, tables, quotes.
    Returns the text and the UTF-16 offset of the end of a paragraph line in the middle."""
    parts = []
    total = 0
    index = 0
    while total < size:
        part = (f"## Section {index}\n\nParagraph {index} with *emphasis*, **strong**, `code` and a "
                f"[link](https://example.com/{index}).\nA second line of paragraph {index}.\n\n"
                f"- item {index}.1\n- item {index}.2\n\n```swift\nlet x{index} = {index}\n```\n\n"
                f"| a | b |\n|---|---|\n| {index} | ~~{index}~~ |\n\n> quote {index}\n\n")
        parts.append(part)
        total += len(part)
        index += 1
    text = "".join(parts)
    marker = f"A second line of paragraph {index // 2}."
    middle = text.index(marker) + len(marker)
    return text, middle


def wait_idle(browser, timeout=120):
    WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda b: b.execute_script(
        "return document.body.dataset.renderState === 'idle'"))


def load(browser, server, text, timeout=120):
    """Opens the editor and pastes `text` into it (select all, paste), then waits for the preview."""
    browser.get(server.url + "/new")
    wait_idle(browser, timeout)
    focus(browser, 0, None)
    browser.execute_script("document.getElementById('markdown').setSelectionRange(0, document.getElementById('markdown').value.length)")
    paste(browser, text)
    wait_idle(browser, timeout)


# Waits for the next keystroke (its `keydown` or, for text an input method commits, `beforeinput`)
# and answers, through `window.keystrokeTiming`, the milliseconds from the moment the browser
# received it (the event's timeStamp: any time the page spent before handling it counts) to the
# preview's DOM change (a MutationObserver), and to the end of the next frame after that change.
WATCH_KEYSTROKE = """
const preview = document.getElementById('preview');
let started = null;
window.keystrokeTiming = new Promise(function (done) {
  const observer = new MutationObserver(function () {
    observer.disconnect();
    const changed = performance.now();
    requestAnimationFrame(function () { setTimeout(function () {
      done([changed - started, performance.now() - started]);
    }, 0); });
  });
  observer.observe(preview, {childList: true, subtree: true, characterData: true});
});
function start(event) { if (started === null) started = event.timeStamp; }
document.addEventListener('keydown', start, {once: true, capture: true});
document.addEventListener('beforeinput', start, {once: true, capture: true});
"""


# Seconds between a timed key press and the driver's request for its timing (see timed_keystrokes).
SETTLE_BEFORE_ASKING = 0.05


def timed_keystrokes(browser, caret, count, key="x", frames=None):
    """`count` keystrokes (a real key press each) typed at `caret` (then after each other), each
    after the previous one was shown; the list of milliseconds from keystroke to preview DOM
    change. `frames`, when a list, gets the milliseconds to the end of the next frame."""
    browser.set_script_timeout(60)
    timings = []
    for step in range(count):
        position = caret + step if caret is not None else None
        wait_idle(browser)
        # A caret move sends an inspector request first; let it finish before timing the key.
        focus(browser, position, position)
        wait_idle(browser)
        browser.execute_script(WATCH_KEYSTROKE)
        press(browser, key)
        # Ask for the result a moment later: the driver's script (a task of a few milliseconds on
        # the page's main thread) would otherwise run inside the interval it measures, delaying
        # the answer's handling as no user's browser does. A slower update is still waited for.
        time.sleep(SETTLE_BEFORE_ASKING)
        dom, frame = browser.execute_async_script(
            "window.keystrokeTiming.then(arguments[arguments.length - 1]);")
        timings.append(dom)
        if frames is not None:
            frames.append(frame)
    return timings


# The preview's DOM against a full render of the editor's text (POST /api/render), both serialized
# by the browser: [equal, preview HTML, full HTML].
COMPARE_WITH_FULL_RENDER = """
const done = arguments[arguments.length - 1];
const editor = document.getElementById('markdown');
fetch('/api/render', {method: 'POST', headers: {'Content-Type': 'application/json'},
  body: JSON.stringify({markdown: editor.value, theme: document.getElementById('theme').value,
                        options: {allowsExtendedAttributes: true}})})
  .then(function (response) {
    return response.text().then(function (body) { return {status: response.status, body: body}; });
  })
  .then(function (answer) {
    // A refused full render (a 4xx or 5xx) is reported as such, not compared as `undefined`.
    if (answer.status !== 200) { done([false, 'the full render answered ' + answer.status + ': ' + answer.body, null]); return; }
    const json = JSON.parse(answer.body);
    const scratch = document.createElement('div');
    scratch.innerHTML = json.html;
    // The page groups the preview's blocks in chunk elements (see editor.js): compared without them.
    const preview = document.getElementById('preview').cloneNode(true);
    preview.querySelectorAll('.am-document > .am-chunk').forEach(function (chunk) { chunk.replaceWith(...chunk.childNodes); });
    done([scratch.innerHTML === preview.innerHTML, preview.innerHTML, scratch.innerHTML]);
  })
  .catch(function (error) { done([false, String(error), null]); });
"""


def preview_equals_full_render(browser):
    browser.set_script_timeout(120)
    equal, shown, full = browser.execute_async_script(COMPARE_WITH_FULL_RENDER)
    if not equal and full is None:
        return False, shown
    if not equal:
        at = next((i for i, (a, b) in enumerate(zip(shown, full)) if a != b), min(len(shown), len(full)))
        return False, f"differs at {at}: preview {shown[max(0, at - 80):at + 80]!r} vs full {full[max(0, at - 80):at + 80]!r}"
    return True, ""


def summary(timings):
    ordered = sorted(timings)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return f"median {statistics.median(ordered):.1f} ms, p95 {p95:.1f} ms (n={len(ordered)})"
