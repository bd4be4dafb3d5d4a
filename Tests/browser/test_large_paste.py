"""A 1 MB paste into /new: the preview says it is busy (aria-busy and a visible status) while it
works, shows its first screen, streams the rest, and ends equal to a full render."""

from preview_support import document, preview_equals_full_render, wait_idle
from editor_input import paste
from selenium.webdriver.support.ui import WebDriverWait


def test_a_large_paste_shows_progress_then_the_whole_preview(large_server, browser):
    text, _ = document(1_000_000)
    browser.get(large_server.url + "/new")
    wait_idle(browser)
    # Every state the preview passes through, recorded by the page itself.
    browser.execute_script("""
        window.busyStates = [];
        const preview = document.getElementById('preview');
        new MutationObserver(function () {
            window.busyStates.push([preview.getAttribute('aria-busy'), document.getElementById('status').textContent,
                                    preview.querySelectorAll('.am-chunk').length,
                                    preview.dataset.firstScreen === 'shown',
                                    preview.querySelectorAll(':scope > :not([hidden]) h2').length]);
        }).observe(preview, { attributes: true, attributeFilter: ['aria-busy'], childList: true, subtree: false });
    """)
    browser.execute_script("document.getElementById('markdown').focus()")
    paste(browser, text)
    WebDriverWait(browser, 120, poll_frequency=0.02).until(
        lambda b: b.execute_script("return document.getElementById('preview').getAttribute('aria-busy') === 'true'"))
    status = browser.execute_script("return document.getElementById('status').textContent")
    assert "preview" in status
    wait_idle(browser)
    states = browser.execute_script("return window.busyStates")
    assert browser.execute_script("return document.getElementById('preview').getAttribute('aria-busy')") is None
    assert any(state[0] == "true" for state in states), states
    # The first screen: rendered headings were shown while the whole preview was still busy,
    # first on their own (before any chunk of the whole preview), then streamed.
    first = next((i for i, state in enumerate(states) if state[0] == "true" and state[3] and state[4] > 0), None)
    assert first is not None, states
    assert all(state[2] == 0 for state in states[:first]), states
    # Streamed: the preview was busy while only part of it was in the page.
    assert any(state[0] == "true" and state[2] > 0 for state in states) or len(states) > 2, states
    equal, detail = preview_equals_full_render(browser)
    assert equal, detail
